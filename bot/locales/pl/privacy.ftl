cmd-privacy-name = prywatność
cmd-privacy-desc = Co bot o tobie przechowuje: zobacz, pobierz albo usuń
privacy-title = 🔒 **Co bot o tobie przechowuje**
privacy-games = { $count ->
    [one] 1 rozegrana partia (nazwa, ruchy)
    [few] { $count } rozegrane partie (nazwa, ruchy)
   *[other] { $count } rozegranych partii (nazwa, ruchy)
}
privacy-results = { $count ->
    [one] 1 wynik
    [few] { $count } wyniki
   *[other] { $count } wyników
}, { $ratings ->
    [one] 1 ranking
    [few] { $ratings } rankingi
   *[other] { $ratings } rankingów
}, { $seasons ->
    [one] 1 ranking sezonowy
    [few] { $seasons } rankingi sezonowe
   *[other] { $seasons } rankingów sezonowych
}
privacy-settings = twoje własne ustawienia
privacy-daily = { $count ->
    [one] 1 Grill dnia i twoja seria
    [few] { $count } Grille dnia i twoja seria
   *[other] { $count } Grilli dnia i twoja seria
}
privacy-puzzles = { $count ->
    [one] 1 odpowiedź na zagadkę i twój ranking zagadek
   *[other] { $count } odpowiedzi na zagadki i twój ranking zagadek
}
privacy-tournaments = { $count ->
    [one] 1 zgłoszenie do turnieju
    [few] { $count } zgłoszenia do turniejów
   *[other] { $count } zgłoszeń do turniejów
} (wygrane: { $won }, zorganizowane: { $organised })
privacy-seasons-won = { $count ->
    [one] 1 sezon wygrany jako mistrz
    [few] { $count } sezony wygrane jako mistrz
   *[other] { $count } sezonów wygranych jako mistrz
}
privacy-names = { $count ->
    [one] 1 nazwa z twoich partii
    [few] { $count } nazwy z twoich partii
   *[other] { $count } nazw z twoich partii
}
privacy-notes = { $count ->
    [one] 1 notatka dla stołu (otwarta ręka, język)
    [few] { $count } notatki dla stołu (otwarte ręce, język)
   *[other] { $count } notatek dla stołu (otwarte ręce, język)
}
privacy-who-sees = Inni widzą twoją nazwę i wyniki w rankingach, w /history, w powtórkach i na stronach internetowych serwerów, które je włączyły.
privacy-choices = 📦 Eksport wysyła ci wszystko jako plik. 🗑️ Usuń kasuje to.
privacy-export-button = Eksport
privacy-delete-button = Usuń…
privacy-erase-button = Usuń moje dane na zawsze
privacy-confirm = ⚠️ **Usunąć wszystko o tobie?** Twoje ustawienia, rankingi, Grille dnia, zagadki i strona profilu znikną na zawsze. W zakończonych partiach twoje miejsce zostaje jako „usunięty gracz”, żeby inni zachowali swoje wyniki. Tego nie da się cofnąć.
privacy-deleted = 🗑️ Gotowe: bot nie przechowuje już nic o tobie. Twoje miejsca w dawnych partiach to teraz „usunięty gracz”. Jeśli zagrasz znowu, zaczniesz od nowa.
privacy-nothing = Bot nie przechowuje nic o tobie: żadnych partii, wyników, rankingów ani ustawień.
privacy-export-ready = 📦 Wszystko, co bot o tobie przechowuje, jako plik JSON.
privacy-export-description = Twoje dane w bocie Heckmeck: partie, wyniki, rankingi, ustawienia, Grille dnia i zagadki (JSON)
privacy-refused-live-game = Grasz teraz w { $games }. Najpierw opuść albo dokończ tę partię, potem usuń swoje dane. Nic nie zostało usunięte.
privacy-refused-tournament = { $count ->
    [one] Bierzesz udział w turnieju, który jeszcze trwa. Wycofaj się albo poczekaj na jego koniec. Nic nie zostało usunięte.
   *[other] Bierzesz udział w turniejach, które jeszcze trwają ({ $count }). Wycofaj się albo poczekaj na ich koniec. Nic nie zostało usunięte.
}
cmd-heckmeck-settings-ranked-name = ranking
cmd-heckmeck-settings-ranked-desc = Czy pojawiasz się w rankingach, postach sezonu i na stronach (na każdym serwerze)
opt-heckmeck-settings-ranked-listed-name = widoczny
opt-heckmeck-settings-ranked-listed-desc = Wył.: nie pojawiasz się tam; twoje partie nadal liczą się do rankingów innych
settings-ranked-set = { $listed ->
    [true] 🏆 Znów pojawiasz się w rankingach, postach sezonu i na stronach internetowych.
   *[false] Nie pojawiasz się już w żadnym rankingu, poście sezonu ani na stronie. Zachowujesz swój ranking, a twoje partie nadal liczą się dla innych.
}
