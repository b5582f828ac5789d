# Robustez (issue 12): rechazos de entradas que el bot no puede usar, y fallos que supera.

hand-not-yours = Esa mano es de otro jugador. Abre la tuya con «Ver mi mano».
board-moved = ⤵️ El tablero de esta partida está ahora en un mensaje más reciente, más abajo.
board-redrawn = Ese tablero estaba desactualizado; ahora muestra la partida tal como está.
board-refresh = Actualizar
board-link-label = ⤴️ tablero
invalid-option = Ese comando llegó con una opción que el bot no conoce. Elige de la lista.
