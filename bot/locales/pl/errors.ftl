## Odmowy dla kodów IllegalAction silników zasad: illegal-<kod>, z parametrami błędu jako
## placeables (zob. bot/rules/).

illegal-unknown-edition = Nie ma takiej edycji.
illegal-variant-classic-only = Warianty są tylko dla edycji klasycznej.
illegal-unknown-action = Nieznana akcja.
illegal-player-count = Ta gra wymaga od { $min } do { $max } graczy.
illegal-game-over = Gra już się skończyła.
illegal-not-your-turn = To nie twoja kolej.
illegal-cannot-roll = Nie możesz teraz rzucać.
illegal-nothing-to-undo = Teraz nie ma czego cofnąć.
illegal-nothing-to-pick = Najpierw rzuć kośćmi.
illegal-face-not-in-roll = W tym rzucie nie ma symbolu { face-name }.
illegal-face-already-kept = Symbol { face-name } jest już odłożony w tej turze; wybierz inny.
illegal-cannot-stop = Nie możesz teraz skończyć: nie ma płytki do wzięcia.
illegal-take-not-offered = Płytki { $tile } nie można teraz wziąć.

## Drehwurm

illegal-unknown-variant = Nie ma takiego wariantu.
illegal-no-such-seat = Tego gracza nie ma w tej partii.
illegal-player-removed = Usunięto cię z tej partii.
illegal-window-open = Chwila: stos, który właśnie odwrócono, jest jeszcze otwarty dla robala spoza kolejki.
illegal-no-such-pile = Nie ma takiego stosu.
illegal-card-not-in-hand = Nie masz tej karty na ręce.
illegal-not-a-worm = Kurczaka nie można zagrać jak robala: może tylko zjeść stos.
illegal-colour-must-differ = Robal musi mieć inny kolor niż wierzchnia karta.
illegal-colour-must-match = Poza kolejką robal musi mieć ten sam kolor co wierzchnia karta.
illegal-number-not-neighbour = Liczba robala musi sąsiadować z liczbą wierzchniej karty.
illegal-not-a-chicken = Ta karta nie jest kurczakiem.
illegal-chicken-colour = Kurczak zjada tylko stos, którego wierzchnia karta ma jego kolor, albo jokera.
illegal-play-possible = Możesz zagrać kartę, więc nie wolno ci dobierać.
illegal-snaps-disabled = W wariancie dla początkujących nie gra się poza kolejką.
illegal-pile-not-open = Ten stos nie jest otwarty dla robala spoza kolejki.
illegal-snap-taken = Za późno: ktoś był szybszy. Karta zostaje u ciebie.
illegal-own-pile = Ten stos odwrócono twoim ruchem: poza kolejką mogą na nim zagrać tylko inni.
