## Le salon d'attente et le plateau de Pickomino (publics : dans la langue du serveur), et les refus
## de la couche des sessions (privés : dans la langue de qui clique).

variant-short_game = partie courte
variant-free_choice = choix libre
variant-harsh_failure = échec sévère
title-with-variants = { $game } ({ $variants })
computer-name = 🤖 Ordi { $number } ({ $difficulty ->
    [easy] facile
    [hard] difficile
    [expert] expert
   *[normal] normal
})
computer-name-short = 🤖 Ordi { $number }
difficulty-easy = Facile
difficulty-normal = Normal
difficulty-hard = Difficile

lobby-intro = { $host } a ouvert une partie. Rejoignez-la avec le bouton ci-dessous ; { $min } à { $max } joueurs. Son hôte la lance.
lobby-players = Joueurs ({ $count }/{ $max })
lobby-expires = Le salon ferme
lobby-cancelled = L'hôte a annulé cette partie.
lobby-expired = Personne n'a lancé cette partie à temps ; le salon est fermé.
lobby-button-join = Rejoindre
lobby-button-leave = Quitter
lobby-button-start = Lancer
lobby-button-cancel = Annuler
lobby-add-computer = Ajouter un joueur ordinateur…

board-players = Joueurs
board-player = { $name }{ $top } · { $worms } 🪱
board-removed = (a quitté la partie)
seat-taken-over = { $name } (ordi depuis le tour { $turn })
board-last = Ce qui s'est passé
board-turn-title = Tour
board-turn = C'est au tour de { $name }.
board-turn-short = { $name } · ⏳ { $when }
board-deadline = Temps écoulé { $when }.
board-set-aside = { $dice } (total { $total })
board-final = Score final
board-final-line = { $place }. { $name } — { $score ->
    [one] { $score } ver
   *[other] { $score } vers
}
board-winners = { $count ->
    [one] 🏆 Vainqueur : { $names }
   *[other] 🏆 Vainqueurs : { $names }
}
board-abandoned = Cette partie a été arrêtée et ne compte pas.

event-timed-out = ⏰ { $name } n'a plus de temps.
event-removed = { $name } a manqué trois tours de suite et quitte la partie (en gardant ses pickominos).
event-stopped = { $name } a arrêté la partie.
event-quit = { $name } a quitté la partie (en gardant ses pickominos).
event-taken-over =
    { $reason ->
        [missed] { $name } a manqué trois tours de suite : un ordi prend le relais.
       *[left] { $name } a quitté la partie : un ordi prend le relais.
    }

button-roll = Lancer
button-stop = Stop
button-undo = Annuler
button-take = Prendre { $tile }
button-steal = Voler { $tile } à { $name }
select-take = S'arrêter et prendre…

stop-confirm = Vraiment terminer cette partie ? Elle sera enregistrée comme abandonnée.
stop-confirm-button = Terminer la partie
stop-done = La partie a été arrêtée.
leave-confirm = Vraiment quitter cette partie ? { $fate }
leave-seat-removed = Ta place est retirée, comme après des tours manqués : les autres continuent. Quitter compte comme une défaite.
leave-seat-computer =
    Un ordi ({ $difficulty ->
        [easy] facile
        [hard] difficile
        [expert] expert
       *[normal] normal
    }) continue à ta place. Quitter compte comme une défaite, quoi qu'en fasse l'ordi.
leave-confirm-button = Quitter la partie
leave-button = Quitter
leave-done = Tu as quitté la partie.
leave-not-seated = Tu ne joues pas (ou plus) dans cette partie.

## Refus de la couche des sessions

game-running-here = Il y a déjà une partie dans ce salon : { $link }
guild-only = Cela ne marche que dans un salon de serveur.
play-private-here = Ce serveur garde privées les réponses des applis qu'il n'a pas ajoutées : la table ne serait visible que pour toi. Demande à un admin d'ajouter le bot au serveur ou d'autoriser les applis externes.
lobby-closed = Ce salon d'attente est fermé.
already-joined = Tu as déjà rejoint cette partie.
not-in-lobby = Tu n'es pas dans ce salon d'attente.
host-cannot-leave = L'hôte ne peut pas partir ; annule plutôt la partie.
unknown-difficulty = Niveau inconnu.
too-few-players = Il faut au moins { $min } joueurs pour commencer.
game-not-running = Cette partie n'est plus en cours.
stop-not-allowed = Seul l'hôte ou quelqu'un qui peut gérer les messages peut arrêter cette partie.

## Options de commande ajoutées avec les cogs

opt-heckmeck-rules-edition-name = edition
opt-heckmeck-rules-edition-desc = Les règles de quelle édition

## Le journal du plateau : une ligne par tour, en images

log-turn = { $name } : { $dice } { $outcome }
log-turn-short = { $name } : { $outcome }
log-bust-short = 💥
log-no-new-face-short = → rien de neuf
log-returned-short = ↩️ { $tile }
log-returned-highest-short = ↩️ { $tile } (le plus haut : aucun retourné)
log-took = → { $tile }
log-stole = → vole { $tile } à { $victim } !
log-bust = → { $dice } 💥
log-no-worm = 💥 aucun ver
log-no-tile = 💥 total { $total } : aucun pickomino
log-no-new-face = → { $dice }, rien de neuf
log-timed-out = ⏰ temps écoulé
log-returned = ↩️ { $tile } rendu
log-turned = · { $tile } retourné
log-returned-highest = ↩️ { $tile } rendu (le plus haut : aucun retourné)

# Les plateaux du défi du jour et des énigmes, qui gardent leurs titres
board-grill = Brochette
board-kept = Mis de côté (total { $total })
board-roll = Lancer

# Lire la table : toute la position en phrases, en privé, pour un lecteur d'écran
read-button = Lire la table
read-turn = { $you ->
    [yes] C'est ton tour.
   *[no] C'est au tour de { $name }.
}
read-left = { $you ->
    [yes] Tu as quitté la partie.
   *[no] { $name } a quitté la partie.
}
read-over = La partie est terminée.
read-winner = { $you ->
    [yes] Tu gagnes.
   *[no] { $name } gagne.
}
