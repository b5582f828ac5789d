# Odporność: odmowy dla danych, których bot nie może użyć, i błędy, po których się podnosi.

hand-not-yours = To karty innego gracza. Otwórz swoje przyciskiem „Pokaż moje karty”.
board-moved = ⤵️ Plansza tej partii przeniosła się do nowszej wiadomości niżej.
board-redrawn = Ta plansza była nieaktualna; teraz pokazuje partię w obecnym stanie.
board-refresh = Odśwież
board-link-label = ⤴️ plansza
invalid-option = Ta komenda przyszła z opcją, której bot nie zna. Wybierz z listy.
