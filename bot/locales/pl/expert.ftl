## Komputerowy ekspert (Polowanie na robale i wersja Junior).

difficulty-expert = Ekspert
