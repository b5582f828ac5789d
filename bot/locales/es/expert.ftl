## El ordenador experto (Heckmeck y Heckmeck Junior).

difficulty-expert = Experto
