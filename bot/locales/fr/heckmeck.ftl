## Pickomino et Pickomino Junior : les mots du jeu et les règles.

worms = { $count ->
    [one] { $count } ver
   *[other] { $count } vers
}
tiles = { $count ->
    [one] { $count } pickomino
   *[other] { $count } pickominos
}
dice = { $count ->
    [one] { $count } dé
   *[other] { $count } dés
}
grill = brochette
tile = pickomino
stack = pile

## Faces des dés. Classique : 1 à 5 et le ver ; Junior : cinq gourmandises.

face-worm = ver
face-cheese = fromage
face-ketchup = ketchup
face-cucumber = cornichon
face-bun = petit pain
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}

## Règles (la réponse privée de /heckmeck regles ; chacune sous 2000 caractères)

rules-classic-title = Pickomino — comment jouer
rules-classic =
    🎯 **But :** récolter le plus de vers. La brochette compte 16 pickominos, de 21 à 36, portant chacun 1 à 4 vers (21–24 : 1, 25–28 : 2, 29–32 : 3, 33–36 : 4).

    🎲 **Ton tour**
    - Lance tous les dés que tu n'as pas mis de côté (8 au début).
    - Choisis une face que tu n'as pas encore mise de côté ce tour-ci et mets de côté **tous** les dés qui la montrent. Les chiffres valent leur valeur, un ver vaut 5.
    - Relance ou arrête-toi. Si un lancer ne montre que des faces déjà mises de côté, le tour est raté.

    🍢 **Pour finir ton tour**, il faut au moins un ver de côté. Ensuite :
    - prends le pickomino de la brochette égal à ton total, ou
    - vole le pickomino du dessus de la pile d'un autre joueur s'il est exactement égal à ton total, ou
    - prends le plus haut pickomino de la brochette en dessous de ton total.
    Si rien n'est possible, le tour est raté.

    💥 **Tour raté :** remets le pickomino du dessus de ta pile sur la brochette. Puis le plus haut pickomino de la brochette est retourné face cachée pour de bon — sauf si le pickomino rendu est le plus haut, ou si tu n'avais rien à rendre.

    🏁 **Fin :** quand il ne reste plus de pickomino face visible sur la brochette. Le plus de vers gagne ; en cas d'égalité, le plus haut pickomino départage.

    🔀 **Variantes :** partie courte — un pickomino rendu revient face cachée (et s'il n'est pas le plus haut, le plus haut est aussi retourné) ; choix libre — prends n'importe quel pickomino de la brochette jusqu'à ton total ; échec sévère — un tour raté retourne le plus haut pickomino même si tu n'avais rien à rendre.
rules-junior-title = Pickomino Junior — comment jouer
rules-junior =
    🎯 **But :** récolter le plus de vers. La brochette compte 12 pickominos, de 4 à 9, chacun en double (4–5 : 1 ver, 6–7 : 2 vers, 8 : 3 vers, 9 : 4 vers).

    🎲 **Ton tour**
    - Lance les 6 dés. Ils montrent cinq gourmandises : ver (sur deux faces), fromage, ketchup, cornichon et petit pain. Chacune vaut 1, un petit pain vaut 2.
    - Mets de côté tous les dés d'une gourmandise que tu n'as pas encore, puis relance le reste ou arrête-toi.
    - Le tour s'arrête aussi quand les 6 dés ou les 5 gourmandises sont de côté, ou quand un lancer ne montre que des gourmandises que tu as déjà.

    🍢 **Pour prendre un pickomino**, il faut au moins un ver de côté. Ensuite :
    - prends le pickomino de la brochette égal à ton total, ou
    - chipe-le sur le dessus de la pile d'un autre joueur, ou
    - prends le plus haut pickomino de la brochette en dessous de ton total.
    Si tu n'obtiens rien, le plus haut pickomino de la brochette est retourné face cachée. Personne ne rend de pickomino.

    🏁 **Fin :** quand il ne reste plus de pickomino face visible sur la brochette. Le plus de vers gagne ; les égalités se partagent la victoire.

## Lire la table : une position de Pickomino en phrases

read-dice = { $count ->
    [one] { $count } dé montrant { face-name }
   *[other] { $count } dés montrant { face-name }
}
read-hm-player = { $you ->
    [yes] Tu as { $tiles ->
        [0] aucun pickomino
        [one] 1 pickomino, { $top } dessus
       *[other] { $tiles } pickominos, { $top } dessus
    }, { $worms ->
        [one] { $worms } ver
       *[other] { $worms } vers
    }.
   *[no] { $name } a { $tiles ->
        [0] aucun pickomino
        [one] 1 pickomino, { $top } dessus
       *[other] { $tiles } pickominos, { $top } dessus
    }, { $worms ->
        [one] { $worms } ver
       *[other] { $worms } vers
    }.
}
read-hm-kept = { $you ->
    [yes] Tu as mis de côté { $dice } ; total { $total }.
   *[no] { $name } a mis de côté { $dice } ; total { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Tu n'as encore mis aucun dé de côté.
   *[no] { $name } n'a encore mis aucun dé de côté.
}
read-hm-roll = Le lancer montre { $dice }.
read-hm-pickable = { $you ->
    [yes] Tu peux mettre de côté : { $faces }.
   *[no] { $name } peut mettre de côté : { $faces }.
}
read-hm-dice-left = { $count ->
    [one] { $count } dé reste à lancer.
   *[other] { $count } dés restent à lancer.
}
read-hm-could-take = { $you ->
    [yes] En t'arrêtant maintenant, tu prendrais { $takes }.
   *[no] En s'arrêtant maintenant, { $name } prendrait { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Choisis un pickomino : { $takes }.
   *[no] { $name } choisit un pickomino : { $takes }.
}
read-hm-no-take = S'arrêter maintenant ne rapporterait aucun pickomino.
read-hm-take = { $tile } de la brochette
read-hm-steal = { $you ->
    [yes] ton { $tile }
   *[no] { $tile } de { $name }
}
read-hm-grill = La brochette contient { $tiles }.
read-hm-grill-empty = La brochette est vide.
read-hm-turned = Retournés pour de bon : { $tiles }.
