# Rifiuti per input che il bot non può usare, e guasti da cui si riprende.

hand-not-yours = Quella mano appartiene a un altro giocatore. Apri la tua con “Mostra la mia mano”.
board-moved = ⤵️ Il tabellone di questa partita si è spostato in un messaggio più recente, più in basso.
board-redrawn = Quel tabellone non era aggiornato; ora mostra la partita com'è adesso.
board-refresh = Aggiorna
board-link-label = ⤴️ tabellone
invalid-option = Quel comando aveva un'opzione che il bot non conosce. Scegli dalla lista.
