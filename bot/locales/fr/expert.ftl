## Le joueur ordinateur expert (Pickomino et Pickomino Junior).

difficulty-expert = Expert
