## The expert computer player (Heckmeck and Heckmeck Junior).

difficulty-expert = Expert
