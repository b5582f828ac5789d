## Comandi slash, le loro opzioni e le loro scelte (vedi bot/i18n.py per la convenzione delle chiavi).
## Nomi: minuscoli, senza spazi né accenti, da 1 a 32 caratteri. Descrizioni e scelte: da 1 a 100.

## /heckmeck

cmd-heckmeck-name = heckmeck
cmd-heckmeck-desc = Gioca a Pickomino o Pickomino Junior

cmd-heckmeck-start-name = inizia
cmd-heckmeck-start-desc = Apri una nuova partita di Pickomino in questo canale
opt-heckmeck-start-edition-name = edizione
opt-heckmeck-start-edition-desc = Classica (8 dadi, tessere 21–36) o Junior (6 dadi, tessere 4–9)
opt-heckmeck-start-short_game-name = partita_breve
opt-heckmeck-start-short_game-desc = Partita breve: anche una tessera restituita viene girata a faccia in giù
opt-heckmeck-start-free_choice-name = scelta_libera
opt-heckmeck-start-free_choice-desc = Scelta libera: prendi qualsiasi tessera della griglia fino alla tua somma
opt-heckmeck-start-harsh_failure-name = sballo_duro
opt-heckmeck-start-harsh_failure-desc = Sballo duro: un turno sballato gira sempre la tessera più alta

cmd-heckmeck-status-name = stato
cmd-heckmeck-status-desc = Mostra di nuovo la partita di questo canale
cmd-heckmeck-stop-name = termina
cmd-heckmeck-stop-desc = Termina la partita di questo canale
cmd-heckmeck-leave-name = lascia
cmd-heckmeck-leave-desc = Lascia la partita che giochi in questo canale
opt-heckmeck-start-takeover-name = subentro
opt-heckmeck-start-takeover-desc = Chi continua per un giocatore che lascia o salta troppi turni (di default: quello del server)
choice-takeover-remove = Nessuno: il posto viene tolto
choice-takeover-easy = Un computer (facile)
choice-takeover-normal = Un computer (normale)
choice-takeover-hard = Un computer (difficile)
choice-takeover-expert = Un computer (esperto)
cmd-heckmeck-settings-takeover-name = subentro
cmd-heckmeck-settings-takeover-desc = Chi continua di default per un giocatore che lascia una nuova partita qui
opt-heckmeck-settings-takeover-takeover-name = subentro
opt-heckmeck-settings-takeover-takeover-desc = Nessuno (il posto viene tolto) o un computer di un certo livello
settings-takeover-set = Nelle nuove partite qui, se un giocatore lascia: { $choice }.
cmd-heckmeck-rules-name = regole
cmd-heckmeck-rules-desc = Come si gioca a Pickomino e Pickomino Junior

cmd-heckmeck-settings-name = impostazioni
cmd-heckmeck-settings-desc = Impostazioni di questo server
cmd-heckmeck-settings-language-name = lingua
cmd-heckmeck-settings-language-desc = Lingua dei tabelloni di gioco in questo server
opt-heckmeck-settings-language-language-name = lingua
opt-heckmeck-settings-language-language-desc = La lingua dei messaggi di gioco pubblici

## /drehwurm

cmd-drehwurm-name = drehwurm
cmd-drehwurm-desc = Gioca al gioco di carte Drehwurm
cmd-drehwurm-start-name = inizia
cmd-drehwurm-start-desc = Apri una nuova partita di Drehwurm in questo canale
opt-drehwurm-start-variant-name = variante
opt-drehwurm-start-variant-desc = Standard, principianti (niente giocate fuori turno) o esperti (stesso colore fuori turno)
cmd-drehwurm-status-name = stato
cmd-drehwurm-status-desc = Mostra di nuovo la partita di questo canale
cmd-drehwurm-stop-name = termina
cmd-drehwurm-stop-desc = Termina la partita di questo canale
cmd-drehwurm-leave-name = lascia
cmd-drehwurm-leave-desc = Lascia la partita che giochi in questo canale
opt-drehwurm-start-takeover-name = subentro
opt-drehwurm-start-takeover-desc = Chi continua per un giocatore che lascia o salta troppi turni (di default: quello del server)
cmd-drehwurm-rules-name = regole
cmd-drehwurm-rules-desc = Come si gioca a Drehwurm
cmd-drehwurm-hand-name = mano
cmd-drehwurm-hand-desc = Mostra la tua mano (solo tu la vedi)
cmd-play-name = gioca
cmd-play-desc = Gioca qui a Pickomino o Drehwurm: in un server, in un DM di gruppo o in DM con il bot
cmd-play-heckmeck-name = heckmeck
cmd-play-heckmeck-desc = Apri qui una partita di Pickomino (gli altri si uniscono con il pulsante)
cmd-play-drehwurm-name = drehwurm
cmd-play-drehwurm-desc = Apri qui una partita di Drehwurm (gli altri si uniscono con il pulsante)
cmd-play-daily-name = del-giorno
cmd-play-daily-desc = La Griglia del giorno: la sfida in solitario di oggi, anche in DM
cmd-play-puzzle-name = enigma
cmd-play-puzzle-desc = Un enigma di Pickomino, anche in DM
cmd-play-away-name = assente
cmd-play-away-desc = Assentati per qualche giorno: i tuoi turni nelle partite a turni lunghi ti aspettano
opt-play-away-days-name = giorni
opt-play-away-days-desc = Quanti giorni (da 1 a 14; 14 giorni al mese)
cmd-play-back-name = ritorno
cmd-play-back-desc = Termina prima la tua assenza: gli orologi dei tuoi turni ripartono
cmd-play-pause-name = pausa
cmd-play-pause-desc = Metti in pausa la partita a turni lunghi di questa chat (chi l'ha aperta)
opt-play-pause-days-name = giorni
opt-play-pause-days-desc = Quanti giorni (da 1 a 7)
cmd-play-leave-name = lascia
cmd-play-leave-desc = Lascia la partita che giochi in questa chat
cmd-play-remind-name = promemoria
cmd-play-remind-desc = Ricevi un messaggio diretto quando tocca a te in una partita
opt-play-remind-dm-name = dm
opt-play-remind-dm-desc = Sì: un messaggio diretto con un link al tabellone a ogni tuo turno, ovunque

## /leaderboard e /stats

cmd-leaderboard-name = classifica
cmd-leaderboard-desc = Ordinata per punteggio (OpenSkill, da 25) sulle partite valide; un posto dopo 3 contro altri
opt-leaderboard-game-name = gioco
opt-leaderboard-game-desc = Quale gioco
opt-leaderboard-scope-name = ambito
opt-leaderboard-scope-desc = Questo server o tutti i server
opt-leaderboard-sort-name = ordine
opt-leaderboard-sort-desc = In base a cosa ordinare i giocatori

cmd-stats-name = statistiche
cmd-stats-desc = I risultati di un giocatore: tutte le partite finite, e a parte quelle valide
opt-stats-user-name = giocatore
opt-stats-user-desc = I risultati di chi (predefinito: i tuoi)

## Scelte

choice-edition-classic = Classica
choice-edition-junior = Junior

choice-variant-standard = Standard
choice-variant-beginners = Principianti
choice-variant-experienced = Esperti

choice-game-heckmeck = Pickomino
choice-game-junior = Pickomino Junior
choice-game-drehwurm = Drehwurm

choice-scope-server = Questo server
choice-scope-global = Tutti i server

choice-sort-rating = Punteggio
choice-sort-wins = Vittorie
choice-sort-win_rate = Percentuale di vittorie
choice-sort-worms = Vermi

# Ogni lingua è scritta nella sua lingua.
choice-language-en = English
choice-language-de = Deutsch
choice-language-es = Español
choice-language-fr = Français
choice-language-it = Italiano
choice-language-nl = Nederlands
choice-language-pl = Polski
choice-language-pt-BR = Português (Brasil)
choice-language-auto = Lingua del server
