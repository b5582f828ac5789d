# /confidentialite : ce que le bot garde sur la personne qui demande, avec Exporter et Supprimer
cmd-privacy-name = confidentialite
cmd-privacy-desc = Ce que le bot garde sur toi : le voir, le télécharger ou le supprimer
privacy-title = 🔒 **Ce que le bot garde sur toi**
privacy-games = { $count ->
    [one] 1 partie jouée (nom, coups)
   *[other] { $count } parties jouées (nom, coups)
}
privacy-results = { $count ->
    [one] 1 résultat
   *[other] { $count } résultats
}, { $ratings ->
    [one] 1 cote
   *[other] { $ratings } cotes
}, { $seasons ->
    [one] 1 cote de saison
   *[other] { $seasons } cotes de saison
}
privacy-settings = tes propres réglages
privacy-daily = { $count ->
    [one] 1 défi du jour et ta série
   *[other] { $count } défis du jour et ta série
}
privacy-puzzles = { $count ->
    [one] 1 réponse d'énigme et ta cote d'énigmes
   *[other] { $count } réponses d'énigmes et ta cote d'énigmes
}
privacy-tournaments = { $count ->
    [one] 1 inscription à un tournoi
   *[other] { $count } inscriptions à des tournois
} ({ $won } gagnés, { $organised } organisés)
privacy-seasons-won = { $count ->
    [one] 1 saison gagnée comme champion
   *[other] { $count } saisons gagnées comme champion
}
privacy-names = { $count ->
    [one] 1 nom sous lequel tu as joué
   *[other] { $count } noms sous lesquels tu as joué
}
privacy-notes = { $count ->
    [one] 1 note pour la table (main ouverte, langue)
   *[other] { $count } notes pour la table (mains ouvertes, langue)
}
privacy-who-sees = Les autres voient ton nom et tes résultats dans les classements, dans /historique, dans les relectures et sur les pages web des serveurs qui les ont activées.
privacy-choices = 📦 Exporter t'envoie tout cela en fichier. 🗑️ Supprimer l'efface.
privacy-export-button = Exporter
privacy-delete-button = Supprimer…
privacy-erase-button = Supprimer mes données pour de bon
privacy-confirm = ⚠️ **Tout supprimer à ton sujet ?** Tes réglages, cotes, défis du jour, énigmes et ta page de profil disparaissent pour de bon. Dans les parties terminées, ta place reste comme « un joueur supprimé », pour que les autres gardent leurs résultats. C'est irréversible.
privacy-deleted = 🗑️ C'est fait : le bot ne garde plus rien sur toi. Tes places dans les parties passées indiquent « un joueur supprimé ». Si tu rejoues, tu repars de zéro.
privacy-nothing = Le bot ne garde rien sur toi : ni parties, ni résultats, ni cotes, ni réglages.
privacy-export-ready = 📦 Tout ce que le bot garde sur toi, en fichier JSON.
privacy-export-description = Tes données gardées par le bot Heckmeck : parties, résultats, cotes, réglages, défis du jour et énigmes (JSON)
privacy-refused-live-game = Tu joues en ce moment { $games }. Quitte ou termine d'abord, puis supprime tes données. Rien n'a été supprimé.
privacy-refused-tournament = { $count ->
    [one] Tu es dans un tournoi encore en cours. Retire-toi ou attends qu'il finisse. Rien n'a été supprimé.
   *[other] Tu es dans { $count } tournois encore en cours. Retire-toi ou attends qu'ils finissent. Rien n'a été supprimé.
}
# /heckmeck parametres classe : le choix d'une personne de rester hors des classements
cmd-heckmeck-settings-ranked-name = classe
cmd-heckmeck-settings-ranked-desc = Si tu apparais dans les classements, messages de saison et pages web (tous les serveurs)
opt-heckmeck-settings-ranked-listed-name = visible
opt-heckmeck-settings-ranked-listed-desc = Non : tu n'y apparais pas ; tes parties comptent toujours pour la cote des autres
settings-ranked-set = { $listed ->
    [true] 🏆 Tu apparais de nouveau dans les classements, messages de saison et pages web.
   *[false] Tu n'apparais plus dans aucun classement, message de saison ni page web. Tu gardes ta cote, et tes parties comptent toujours pour les autres.
}
