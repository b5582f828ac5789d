## Mots communs à tous les jeux, et les refus génériques.

game-heckmeck = Pickomino
game-junior = Pickomino Junior
game-drehwurm = Drehwurm
game-name = { $game ->
    [heckmeck] { game-heckmeck }
    [junior] { game-junior }
    [drehwurm] { game-drehwurm }
   *[other] { $game }
}

players = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}
points = { $count ->
    [one] { $count } point
   *[other] { $count } points
}

game-numbered = { $title } #{ $number }
player-unknown = un ancien joueur
player-deleted = un joueur supprimé
rating-word = cote
rating-heading = Cote
rating-value = { NUMBER($rating, minimumFractionDigits: 1, maximumFractionDigits: 1) }

language-name = { $language ->
    [de] allemand
    [es] espagnol
    [fr] français
    [it] italien
    [nl] néerlandais
    [pl] polonais
    [pt-BR] portugais du Brésil
   *[en] anglais
}
settings-language-set = Les messages de jeu publics de ce serveur sont désormais en { language-name }.
settings-language-reset = Les messages de jeu publics de ce serveur suivent désormais la langue du serveur.

## Refus (réponses privées)

not-your-turn = Ce n'est pas ton tour.
not-a-player = Tu ne joues pas dans cette partie.
stale-button = Ce bouton date d'une étape précédente de la partie. Utilise le dernier plateau.
game-not-found = Cette partie n'existe plus.
already-in-game = Tu as déjà rejoint cette partie.
lobby-full = Cette partie est complète.
only-host = Seule la personne qui a ouvert cette partie peut faire cela.
no-game-here = Il n'y a pas de partie dans ce salon.
game-already-running = Une partie est déjà en cours dans ce salon.
game-running-elsewhere = Tu joues déjà une partie dans { $channel }. Termine-la ou quitte-la d'abord.
permission-needed = Tu n'as pas la permission de faire cela.
something-went-wrong = Quelque chose s'est mal passé. Réessaie.
click-failed = Quelque chose s'est mal passé, et rien n'a été modifié. Réessaie.

command-unavailable = Cette commande n'est pas disponible pour le moment. Le bot vient peut-être de redémarrer : réessaie dans une minute.
command-cooldown = Doucement : réessaie dans { $seconds } s.
