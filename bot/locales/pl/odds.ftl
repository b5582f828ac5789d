## 💡 Szanse, podpowiedzi i analiza po partii

odds-button = Szanse
odds-title-mine = 💡 **Twoje szanse** — suma { $total } · zostało: { dice }
odds-title-other = 💡 **Szanse: { $name }** — suma { $total } · zostało: { dice }
odds-line = • { $choice }: { NUMBER($percent, maximumFractionDigits: 0) } % szans na płytkę · średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala
odds-line-best = ⭐ **{ $choice }**: { NUMBER($percent, maximumFractionDigits: 0) } % szans na płytkę · średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala
odds-choice-face = odłóż { $count } × { $face }
odds-choice-roll = rzuć
odds-choice-take = weź { $tile }
odds-choice-steal = ukradnij { $tile } graczowi { $name }
odds-why-only = Tylko jeden wybór: „{ $choice }”. Kończy się płytką w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków, średnio z { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
odds-why = Trudny komputer wybrałby „{ $choice }”: płytka w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków, średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala; „{ $other }” kończy się płytką tylko w { NUMBER($other_percent, maximumFractionDigits: 0) } % przypadków.
odds-why-worms = Trudny komputer wybrałby „{ $choice }”: płytka w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków, średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala; „{ $other }” kończy się płytką w { NUMBER($other_percent, maximumFractionDigits: 0) } % przypadków, ale średnio tylko z { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
odds-why-worms-close = Trudny komputer wybrałby „{ $choice }”: płytka w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków, średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala; „{ $other }” kończy się płytką w { NUMBER($other_percent, maximumFractionDigits: 0) } % przypadków, ale z nieco mniejszą liczbą robali.
odds-why-standing = Trudny komputer wybrałby „{ $choice }” zamiast „{ $other }”: płytka w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków wobec { NUMBER($other_percent, maximumFractionDigits: 0) } %, średnio { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala; przy obecnym stanie gry to jest więcej warte.
odds-expert = Komputerowy ekspert gra o zwycięstwo w partii, nie o robale z tej tury: wybrałby „{ $choice }”, co kończy się płytką w { NUMBER($percent, maximumFractionDigits: 0) } % przypadków, średnio z { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala.
odds-assisted-note = *Prośba o podpowiedź we własnej turze: masz oznaczenie „z pomocą”, a ta partia nie będzie rankingowa.*
odds-confirm = 💡 Szanse we własnej turze sprawiają, że ta partia jest **nierankingowa dla wszystkich** przy stole: niczyj ranking się nie zmieni. Pokazać je?
odds-confirm-yes = Pokaż szanse
odds-confirm-no = Anuluj
odds-confirm-cancelled = Nic się nie zmieniło: partia pozostaje rankingowa.
odds-assisted-board = 💡 Bez rankingu: podpowiedzi – { $names }
hints-off = Ta partia nie pozwala na podpowiedzi.
hints-on-lobby = 💡 Podpowiedzi włączone: partia, w której gracz sprawdzi szanse we własnej turze, nie jest rankingowa.

## /heckmeck start podpowiedzi, /heckmeck ustawienia podpowiedzi

opt-heckmeck-start-hints-name = podpowiedzi
opt-heckmeck-start-hints-desc = Zezwól na przycisk 💡 Szanse (partia, w której ktoś użyje go w swojej turze, nie jest rankingowa)
cmd-heckmeck-settings-hints-name = podpowiedzi
cmd-heckmeck-settings-hints-desc = Czy nowe partie na tym serwerze domyślnie pozwalają na podpowiedzi
opt-heckmeck-settings-hints-hints-name = podpowiedzi
opt-heckmeck-settings-hints-hints-desc = Wł.: nowe partie mają przycisk 💡 Szanse, chyba że zaczęto je z wyłączonymi podpowiedziami
settings-hints-set = { $on ->
    [true] Nowe partie na tym serwerze pozwalają na podpowiedzi, chyba że zaczęto je z wyłączonymi podpowiedziami.
   *[other] Nowe partie na tym serwerze nie pozwalają na podpowiedzi, chyba że zaczęto je z włączonymi podpowiedziami.
}

## /heckmeck analiza

cmd-heckmeck-review-name = analiza
cmd-heckmeck-review-desc = Jak wypadły twoje wybory i twoje kości w zakończonej partii
opt-heckmeck-review-game-name = partia
opt-heckmeck-review-game-desc = Numer partii (domyślnie: twoja ostatnia zakończona partia)
opt-heckmeck-review-public-name = publicznie
opt-heckmeck-review-public-desc = Opublikuj analizę na kanale dla wszystkich
review-no-game = Nie masz jeszcze zakończonej partii do analizy.
review-not-finished = Ta partia jeszcze trwa; można ją przeanalizować po jej końcu.
review-title = Analiza partii { $game }: { $name }
review-assisted = 💡 Bez rankingu: podpowiedzi we własnej turze – { $names }.
review-no-humans = W tej partii nie grał żaden człowiek.
review-summary = Decyzje: { $decisions }, w tym najlepsze: { $best }.
    Twoje decyzje kosztowały cię { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala względem najlepszej gry.
    { $luck_direction ->
        [up] Kości dały ci o { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala więcej niż przeciętne rzuty.
        [down] Kości dały ci o { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala mniej niż przeciętne rzuty.
       *[same] Twoje rzuty były mniej więcej przeciętne.
    }
review-summary-other = Decyzje: { $decisions }, w tym najlepsze: { $best }.
    Decyzje gracza { $name } kosztowały { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala względem najlepszej gry.
    { $luck_direction ->
        [up] Kości gracza { $name } dały o { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala więcej niż przeciętne rzuty.
        [down] Kości gracza { $name } dały o { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala mniej niż przeciętne rzuty.
       *[same] Rzuty gracza { $name } były mniej więcej przeciętne.
    }
review-seat-line = { $name }: najlepsze { $best } z { $decisions } · koszt { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · kości { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Koszt: robale oddane przez decyzje; kości: robale ponad lub poniżej przeciętnych rzutów. Nazwa gracza otwiera prywatnie jego decyzje.
review-page-refused = Tej strony analizy już nie ma: partia lub jej zapis zniknęły albo ten gracz nie był analizowany.
review-costly-title = Najdroższe decyzje
review-costly-line = Tura { $turn }, { $position }: wybór „{ $chosen }”; „{ $better }” byłoby warte o { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala więcej.
review-position-pick = rzut { $dice } przy sumie { $total }
review-position-decide = suma { $total } · zostało: { dice }
review-position-roll = przed rzutem
review-others-title = Inne decyzje, które nie były najlepsze
review-decision-line = Tura { $turn }: „{ $chosen }” zamiast „{ $better }”, o { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } robala mniej
review-more = … i { $count } więcej
review-all-best = Każda decyzja była najlepsza.
review-timeout = upływ czasu
review-values-note = Robale liczone są tu tak, jak liczy je trudny komputer: przewaga gracza w robalach plus premia za szansę na wygranie partii.
review-drehwurm-match = Rozdanie { $match }: stosy { $piles } − { $penalty } na ręce = { $points }
odds-watching-note = *Oglądasz: szanse sprawdzane w cudzej turze nie wpływają na ranking.*
