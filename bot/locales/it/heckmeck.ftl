## Pickomino e Pickomino Junior: le parole del gioco e le regole.

worms = { $count ->
    [one] { $count } verme
   *[other] { $count } vermi
}
tiles = { $count ->
    [one] { $count } tessera
   *[other] { $count } tessere
}
dice = { $count ->
    [one] { $count } dado
   *[other] { $count } dadi
}
grill = griglia
tile = tessera
stack = pila

## Facce dei dadi. Classica: 1–5 e il verme; Junior: cinque bontà.

face-worm = verme
face-cheese = formaggio
face-ketchup = ketchup
face-cucumber = cetriolo
face-bun = panino
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}

## Regole (la risposta privata di /heckmeck regole; ciascuna sotto i 2000 caratteri)

rules-classic-title = Pickomino — come si gioca
rules-classic =
    🎯 **Scopo:** raccogliere più vermi. La griglia ha 16 tessere, da 21 a 36, con 1–4 vermi ciascuna (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Il tuo turno**
    - Tira tutti i dadi che non hai messo da parte (8 all'inizio).
    - Scegli una faccia che non hai ancora messo da parte in questo turno e metti da parte **tutti** i dadi che la mostrano. I numeri valgono il loro valore, un verme vale 5.
    - Tira di nuovo o fermati. Se un tiro mostra solo facce già messe da parte, sballi.

    🍢 **Per chiudere il turno** serve almeno un verme da parte. Poi:
    - prendi la tessera della griglia uguale alla tua somma, oppure
    - ruba la tessera in cima alla pila di un altro giocatore se è esattamente uguale alla tua somma, oppure
    - prendi la tessera più alta della griglia sotto la tua somma.
    Se non è possibile, sballi.

    💥 **Sballo:** rimetti sulla griglia la tessera in cima alla tua pila. Poi la tessera più alta della griglia viene girata a faccia in giù per sempre — a meno che la tessera restituita sia la più alta, o che tu non avessi nessuna tessera da restituire.

    🏁 **Fine:** quando sulla griglia non resta nessuna tessera scoperta. Vince chi ha più vermi; in caso di parità decide la tessera più alta.

    🔀 **Varianti:** partita breve — una tessera restituita torna a faccia in giù (e se non è la più alta, viene girata anche la più alta); scelta libera — prendi qualsiasi tessera della griglia fino alla tua somma; sballo duro — uno sballo gira la tessera più alta anche se non avevi nessuna tessera da restituire.
rules-junior-title = Pickomino Junior — come si gioca
rules-junior =
    🎯 **Scopo:** raccogliere più vermi. La griglia ha 12 tessere, da 4 a 9, ognuna due volte (4–5: 1 verme, 6–7: 2 vermi, 8: 3 vermi, 9: 4 vermi).

    🎲 **Il tuo turno**
    - Tira tutti i 6 dadi. Mostrano cinque bontà: verme (su due facce), formaggio, ketchup, cetriolo e panino. Ognuna vale 1, un panino vale 2.
    - Metti da parte tutti i dadi di una bontà che non hai ancora, poi ritira gli altri o fermati.
    - Il turno finisce anche quando tutti i 6 dadi o tutte le 5 bontà sono da parte, o quando un tiro mostra solo bontà che hai già.

    🍢 **Per prendere una tessera** serve almeno un verme da parte. Poi:
    - prendi la tessera della griglia uguale alla tua somma, oppure
    - soffiala dalla cima della pila di un altro giocatore, oppure
    - prendi la tessera più alta della griglia sotto la tua somma.
    Se non prendi nessuna tessera, la tessera più alta della griglia viene girata a faccia in giù. Nessuno restituisce tessere.

    🏁 **Fine:** quando sulla griglia non resta nessuna tessera scoperta. Vince chi ha più vermi; le parità condividono la vittoria.

## Leggi il tavolo: una posizione di Pickomino a parole

read-dice = { $count ->
    [one] { $count } dado con { face-name }
   *[other] { $count } dadi con { face-name }
}
read-hm-player = { $you ->
    [yes] Hai { $tiles ->
        [0] nessuna tessera
        [one] 1 tessera, in cima { $top }
       *[other] { $tiles } tessere, in cima { $top }
    }, { $worms ->
        [one] { $worms } verme
       *[other] { $worms } vermi
    }.
   *[no] { $name } ha { $tiles ->
        [0] nessuna tessera
        [one] 1 tessera, in cima { $top }
       *[other] { $tiles } tessere, in cima { $top }
    }, { $worms ->
        [one] { $worms } verme
       *[other] { $worms } vermi
    }.
}
read-hm-kept = { $you ->
    [yes] Hai messo da parte { $dice }; somma { $total }.
   *[no] { $name } ha messo da parte { $dice }; somma { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Non hai ancora messo da parte nessun dado.
   *[no] { $name } non ha ancora messo da parte nessun dado.
}
read-hm-roll = Il tiro mostra { $dice }.
read-hm-pickable = { $you ->
    [yes] Puoi mettere da parte: { $faces }.
   *[no] { $name } può mettere da parte: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] Resta { $count } dado da tirare.
   *[other] Restano { $count } dadi da tirare.
}
read-hm-could-take = { $you ->
    [yes] Fermandoti ora, prenderesti { $takes }.
   *[no] Fermandosi ora, { $name } prenderebbe { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Scegli una tessera: { $takes }.
   *[no] { $name } sceglie una tessera: { $takes }.
}
read-hm-no-take = Fermarsi ora non darebbe nessuna tessera.
read-hm-take = la { $tile } dalla griglia
read-hm-steal = { $you ->
    [yes] la tua { $tile }
   *[no] la { $tile } di { $name }
}
read-hm-grill = Sulla griglia ci sono { $tiles }.
read-hm-grill-empty = La griglia è vuota.
read-hm-turned = Girate per sempre: { $tiles }.
