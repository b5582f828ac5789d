## Il giocatore computer esperto (Pickomino e Pickomino Junior).

difficulty-expert = Esperto
