## Baza danych nie może teraz zapisywać (pełny dysk, blokada innego programu, tylko do odczytu).

storage-unavailable = Bot nie może teraz zapisać danych, więc nic się nie zmieniło. Spróbuj ponownie za chwilę.
