## /history, /replay en /export: terugkijken op afgelopen spellen

cmd-history-name = geschiedenis
cmd-history-desc = De laatste afgelopen spellen van een speler op deze server (elders: die buiten servers)
opt-history-user-name = speler
opt-history-user-desc = Wiens spellen (standaard: de jouwe)
opt-history-game-name = spel
opt-history-game-desc = Alleen spellen van deze soort
cmd-replay-name = terugkijken
cmd-replay-desc = Loop zet voor zet door een afgelopen spel
opt-replay-game-name = spel
opt-replay-game-desc = Het nummer van het spel (staat in /geschiedenis)
cmd-export-name = exporteren
cmd-export-desc = Download het verloop van een afgelopen spel als JSON-bestand
opt-export-game-name = spel
opt-export-game-desc = Het nummer van het spel (staat in /geschiedenis)

history-title = { $game ->
    [all] Afgelopen spellen
   *[other] Afgelopen spellen { game-name }
}
history-intro = Spellen die { $user } hier heeft uitgespeeld, nieuwste eerst.
history-empty = { $user } heeft op deze server nog geen spel uitgespeeld.
history-entry = { $when } · { $board }
    { $players }
history-player = { $place }. { $name } { $score } { $unit ->
    [points] { $score ->
        [one] punt
       *[other] punten
    }
   *[other] { $score ->
        [one] worm
       *[other] wormen
    }
}
history-board-link = [Eindbord]({ $url })
history-board-channel = Gespeeld in { $channel }
history-footer = Pagina { $page } van { $pages } · { $count } { $count ->
    [one] spel
   *[other] spellen
} · /terugkijken of /exporteren een spel met zijn nummer
history-previous = ◀ Nieuwer
history-next = Ouder ▶

replay-heading = Terugkijken #{ $game } · { $position }/{ $positions }
replay-first = Begin
replay-previous = Terug
replay-next = Verder
replay-last = Einde
replay-next-turn = Volgende beurt
replay-public-only = Je speelde niet mee in dit spel: je ziet de tafel, nooit een hand.

export-ready = Het verloop van spel #{ $game } (formaat: heckmeck-bot game log, versie 1).
export-file-description = Elke zet van spel #{ $game }, als JSON-bestand.

history-no-such-game = Er is geen spel #{ $game } op deze server. /geschiedenis toont de afgelopen spellen met hun nummers.
history-game-live = Spel #{ $game } is nog bezig: kijk live mee in { $link }. Terugkijken kan zodra het is afgelopen.
history-never-started = Spel #{ $game } is nooit begonnen (de lobby sloot), dus er valt niets terug te kijken.
history-log-pruned = Het zettenverloop van spel #{ $game } is gewist (deze server bewaart verlopen maar een tijdje). De uitslag telt nog en staat in /geschiedenis.
history-log-broken = Het opgeslagen verloop van spel #{ $game } klopt niet, dus het kan niet worden teruggekeken. Een beheerder van de bot kan het nakijken met `python -m bot check`.
history-log-too-old = Spel #{ $game } is gespeeld voordat de bot de schudvolgordes bewaarde die hij nodig heeft om terug te kijken, dus het kan niet worden teruggekeken. De uitslag telt nog.
