## La Griglia del giorno: /heckmeck del-giorno

cmd-heckmeck-daily-name = del-giorno
cmd-heckmeck-daily-desc = La Griglia del giorno: la sfida in solitario di oggi, gli stessi dadi per tutti
opt-heckmeck-daily-board-name = tabella
opt-heckmeck-daily-board-desc = Mostra la tabella del server per oggi e ieri e le serie più lunghe

daily-title = 🔥 Griglia del giorno · { $day }
daily-intro = Gli stessi dadi per tutti oggi: { $turns } turni per raccogliere quanti più vermi puoi. Uno sballo restituisce la tua tessera in cima e gira la più alta della griglia. Un tentativo al giorno.
daily-turn = Turno { $turn } di { $turns } · { $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
}
daily-your-tiles = Le tue tessere
daily-none = —
daily-done = Fatto! La prossima inizia <t:{ $next }:R>.
daily-score = **{ $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
}** · { $failed ->
    [0] nessuno sballo
    [one] 1 sballo
   *[other] { $failed } sballi
} · tessera più alta { $highest }
daily-score-title = Il tuo punteggio
daily-computer-title = Il computer difficile con gli stessi dadi
daily-computer = { $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
} · { $failed ->
    [0] nessuno sballo
    [one] 1 sballo
   *[other] { $failed } sballi
}
daily-standing-title = La tua posizione oggi
daily-standing = Qui: { $server_rank } su { $server_players } · tutti: { $rank } su { $players }
daily-streak-title = Serie
daily-streak = 🔥 { $streak ->
    [one] 1 giorno
   *[other] { $streak } giorni
} di fila (record: { $best })
daily-share-button = Condividi
daily-review-button = Analisi
daily-share = Griglia del giorno di { $name } { $day }: { $marks } · { $worms } 🪱 · 🔥 { $streak }
    Gioca quella di oggi: /heckmeck { cmd-heckmeck-daily-name }
daily-share-not-done = Prima finisci la sfida del giorno: poi potrai condividerla.
daily-no-attempt = Non hai una Griglia del giorno di quella data.
daily-review-not-done = L'analisi si apre quando hai finito la sfida del giorno.

## /heckmeck del-giorno tabella:True

daily-board-title = 🔥 Griglia del giorno in questo server
daily-board-today = Oggi ({ $day })
daily-board-yesterday = Ieri ({ $day })
daily-board-streaks = Serie più lunghe (tutti)
daily-board-row = { $rank }. { $name }: { $worms } 🪱 · { $failed } 💥 · { $highest }
daily-board-streak-row = { $rank }. { $name }: { $best ->
    [one] 1 giorno
   *[other] { $best } giorni
} (ora { $current })
daily-board-empty = Nessuno l'ha ancora finita.
daily-board-empty-yesterday = Nessuno qui l'ha finita.

## L'analisi di una sfida del giorno finita

daily-review-title = Analisi della tua Griglia del giorno · { $day }
daily-review-summary = Le tue scelte ti sono costate { NUMBER($skill, minimumFractionDigits: 2, maximumFractionDigits: 2) } vermi attesi; i dadi ti hanno dato { $sign }{ NUMBER($luck, minimumFractionDigits: 2, maximumFractionDigits: 2) } vermi rispetto all'atteso.
daily-review-turns = Turno per turno
daily-review-turn = T{ $turn } · { $outcome } · dadi { $sign }{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } · scelte −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
daily-outcome-took = presa { $tile } ({ $worms } 🪱)
daily-outcome-failed = 💥 sballo
daily-review-costly-title = La tua decisione più costosa
daily-review-costly = Turno { $turn }, { $position }: hai scelto “{ $chosen }”; “{ $better }” valeva { NUMBER($loss, minimumFractionDigits: 2, maximumFractionDigits: 2) } vermi in più in media.
daily-review-all-best = Ogni scelta era quella del computer difficile.
daily-review-note = I valori sono quelli del computer difficile: i vermi che una scelta porta in media, continuando a giocare come lui.

## Enigmi: /heckmeck enigma

cmd-heckmeck-puzzle-name = enigma
cmd-heckmeck-puzzle-desc = Tu cosa faresti? Enigmi di Pickomino: prima quello di oggi, poi adatti al tuo punteggio
opt-heckmeck-puzzle-number-name = numero
opt-heckmeck-puzzle-number-desc = Apri l'enigma con questo numero
puzzle-title-daily = 🧩 Enigma del giorno ({ $day }) · #{ $number }
puzzle-title = 🧩 Enigma #{ $number }
puzzle-question = Una posizione da una partita tra i giocatori computer del bot. Tocca a te: cosa faresti?
puzzle-question-game = Una posizione da una partita giocata su questo bot (i giocatori restano anonimi). Tocca a te: cosa faresti?
puzzle-you = Tu
puzzle-them = Il tuo avversario
puzzle-opponent = il tuo avversario
puzzle-player = { $name }: in cima { $top } · { $worms ->
    [one] { $worms } verme
   *[other] { $worms } vermi
}
puzzle-answer = La tua risposta
puzzle-another = Un altro enigma
puzzle-grade-best = { $mark } **Perfetto!** La scelta migliore: { $choice }.
puzzle-grade-good = { $mark } **Bene**: { $choice } ti costa solo { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi.
puzzle-grade-inaccuracy = { $mark } **Imprecisione**: { $choice } ti costa { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi.
puzzle-grade-mistake = { $mark } **Errore**: { $choice } ti costa { NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi.
puzzle-line = • { $choice }: tessera { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi · −{ NUMBER($loss, minimumFractionDigits: 1, maximumFractionDigits: 1) }
puzzle-line-best = ⭐ **{ $choice }**: tessera { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi
puzzle-steal-exact = Perché: { $choice } fa esattamente { $tile }, la tessera in cima del tuo avversario: fermati e rubala.
puzzle-steal-twice = Un furto conta doppio: { $worms } a te, { $worms } in meno al tuo avversario.
puzzle-negative = Sotto zero: uno sballo ti fa perdere la tua { $tile } ({ $worms }).
puzzle-record-title = I tuoi enigmi
puzzle-record = { $best } migliori su { $answered } ({ NUMBER($percent, maximumFractionDigits: 0) }%) · enigma del giorno { $streak ->
    [one] 1 giorno
   *[other] { $streak } giorni
} di fila
puzzle-answered-before = Già risposto: conta solo la prima risposta.
puzzle-rating = Punteggio enigmi: **{ $rating }** · questo enigma: { $puzzle }
puzzle-rating-change = Punteggio enigmi: **{ $rating }** ({ $sign }{ $change }) · questo enigma: { $puzzle }
puzzle-unknown = Non esiste l'enigma #{ $number }.
