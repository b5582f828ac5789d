## Odmowy prowadzącego turniej: to, o co prosił organizator lub gracz, niczego nie zmieniło.

tournament-refused-not-found = Nie ma takiego turnieju.
tournament-refused-not-organiser = Może to zrobić tylko organizator turnieju (albo administrator, albo członek z rolą turniejową serwera).
tournament-refused-started = Turniej już się zaczął.
tournament-refused-over = Turniej już się skończył.
tournament-refused-too-few = { $signed ->
    [0] Nikt się jeszcze nie zapisał; turniej wymaga co najmniej { $needed } graczy.
    [one] Zapisał się tylko jeden gracz; turniej wymaga co najmniej { $needed }.
   *[other] Zapisanych graczy: tylko { $signed }; turniej wymaga co najmniej { $needed }.
}
tournament-refused-cannot-seat = Graczy: { $signed } – nie da się ich usadzić przy stołach po { $size } (stół nigdy nie ma mniej niż 3): poczekaj, aż zapisze się więcej.
tournament-refused-joined = Jesteś już na liście zapisów.
tournament-refused-not-joined = Nie ma cię na liście zapisów.
tournament-refused-not-player = Ten członek nie gra w tym turnieju.
tournament-refused-dropped = Ten gracz został już usunięty.
tournament-refused-no-close-time = Zapisy nie mają godziny zamknięcia; rozpocznij turniej, gdy wszystko będzie gotowe.
tournament-refused-minutes = Przedłuż o 1 do { $most } minut.
tournament-refused-stop-table = Stół turniejowy może przerwać tylko ktoś z prawem zarządzania wiadomościami; organizator może usunąć gracza albo odwołać turniej.

## Tura z dodatkowym czasem (przedłużenie przez organizatora), dla gracza z powiadomieniami w wiadomości prywatnej
dm-turn-extended = ⏳ Twoja tura ({ $game }, { $server }) dostała więcej czasu; czas mija teraz { $when }: { $link }
