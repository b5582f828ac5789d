## Der Computer-Experte (Heckmeck und Heckmeck Junior).

difficulty-expert = Experte
