## Pickomino e Pickomino Junior: as palavras do jogo e as regras.

worms = { $count ->
    [one] { $count } minhoca
   *[other] { $count } minhocas
}
tiles = { $count ->
    [one] { $count } peça
   *[other] { $count } peças
}
dice = { $count ->
    [one] { $count } dado
   *[other] { $count } dados
}
grill = churrasqueira
tile = peça
stack = pilha

## Faces dos dados. Clássica: 1–5 e a minhoca; Junior: cinco petiscos.

face-worm = minhoca
face-cheese = queijo
face-ketchup = ketchup
face-cucumber = pepino
face-bun = pão
face-name = { $face ->
    [worm] { face-worm }
    [cheese] { face-cheese }
    [ketchup] { face-ketchup }
    [cucumber] { face-cucumber }
    [bun] { face-bun }
   *[other] { $face }
}

## Regras (a resposta privada de /heckmeck regras; cada uma com menos de 2000 caracteres)

rules-classic-title = Pickomino — como jogar
rules-classic =
    🎯 **Objetivo:** juntar o maior número de minhocas. A churrasqueira tem 16 peças, de 21 a 36, com 1 a 4 minhocas cada (21–24: 1, 25–28: 2, 29–32: 3, 33–36: 4).

    🎲 **Sua vez**
    - Role todos os dados que você não separou (8 no início).
    - Escolha uma face que você ainda não separou nesta vez e separe **todos** os dados que a mostram. Os números valem seu valor, uma minhoca vale 5.
    - Role de novo ou pare. Se uma rolagem mostrar só faces que você já separou, a vez fracassa.

    🍢 **Para terminar a vez** é preciso ter pelo menos uma minhoca separada. Então:
    - pegue a peça da churrasqueira igual à sua soma, ou
    - roube a peça do topo da pilha de outro jogador se ela for exatamente igual à sua soma, ou
    - pegue a maior peça da churrasqueira abaixo da sua soma.
    Se nada disso for possível, a vez fracassa.

    💥 **Vez fracassada:** devolva à churrasqueira a peça do topo da sua pilha. Depois a maior peça da churrasqueira é virada para baixo de vez — a não ser que a peça devolvida seja a maior, ou que você não tivesse peça para devolver.

    🏁 **Fim:** quando não sobra nenhuma peça virada para cima na churrasqueira. Vence quem tiver mais minhocas; no empate, decide a maior peça.

    🔀 **Variantes:** jogo curto — uma peça devolvida volta virada para baixo (e se não for a maior, a maior também é virada); escolha livre — pegue qualquer peça da churrasqueira até a sua soma; falha dura — uma vez fracassada vira a maior peça mesmo se você não tinha peça para devolver.
rules-junior-title = Pickomino Junior — como jogar
rules-junior =
    🎯 **Objetivo:** juntar o maior número de minhocas. A churrasqueira tem 12 peças, de 4 a 9, cada uma duas vezes (4–5: 1 minhoca, 6–7: 2 minhocas, 8: 3 minhocas, 9: 4 minhocas).

    🎲 **Sua vez**
    - Role os 6 dados. Eles mostram cinco petiscos: minhoca (em duas faces), queijo, ketchup, pepino e pão. Cada um vale 1, um pão vale 2.
    - Separe todos os dados de um petisco que você ainda não tem, depois role o resto de novo ou pare.
    - A vez também termina quando os 6 dados ou os 5 petiscos estão separados, ou quando uma rolagem mostra só petiscos que você já tem.

    🍢 **Para pegar uma peça** é preciso ter pelo menos uma minhoca separada. Então:
    - pegue a peça da churrasqueira igual à sua soma, ou
    - surrupie-a do topo da pilha de outro jogador, ou
    - pegue a maior peça da churrasqueira abaixo da sua soma.
    Se você não pegar nenhuma peça, a maior peça da churrasqueira é virada para baixo. Ninguém devolve peças.

    🏁 **Fim:** quando não sobra nenhuma peça virada para cima na churrasqueira. Vence quem tiver mais minhocas; empates dividem a vitória.

## Ler a mesa: uma posição de Pickomino em frases

read-dice = { $count ->
    [one] { $count } dado mostrando { face-name }
   *[other] { $count } dados mostrando { face-name }
}
read-hm-player = { $you ->
    [yes] Você tem { $tiles ->
        [0] nenhuma peça
        [one] 1 peça, { $top } no topo
       *[other] { $tiles } peças, { $top } no topo
    }, { $worms ->
        [one] { $worms } minhoca
       *[other] { $worms } minhocas
    }.
   *[no] { $name } tem { $tiles ->
        [0] nenhuma peça
        [one] 1 peça, { $top } no topo
       *[other] { $tiles } peças, { $top } no topo
    }, { $worms ->
        [one] { $worms } minhoca
       *[other] { $worms } minhocas
    }.
}
read-hm-kept = { $you ->
    [yes] Você separou { $dice }; soma { $total }.
   *[no] { $name } separou { $dice }; soma { $total }.
}
read-hm-nothing-kept = { $you ->
    [yes] Você ainda não separou nenhum dado.
   *[no] { $name } ainda não separou nenhum dado.
}
read-hm-roll = A rolagem mostra { $dice }.
read-hm-pickable = { $you ->
    [yes] Você pode separar: { $faces }.
   *[no] { $name } pode separar: { $faces }.
}
read-hm-dice-left = { $count ->
    [one] Falta rolar { $count } dado.
   *[other] Faltam rolar { $count } dados.
}
read-hm-could-take = { $you ->
    [yes] Parando agora, você pegaria { $takes }.
   *[no] Parando agora, { $name } pegaria { $takes }.
}
read-hm-choose-take = { $you ->
    [yes] Escolha uma peça: { $takes }.
   *[no] { $name } escolhe uma peça: { $takes }.
}
read-hm-no-take = Parar agora não daria nenhuma peça.
read-hm-take = a { $tile } da churrasqueira
read-hm-steal = { $you ->
    [yes] a sua { $tile }
   *[no] a { $tile } de { $name }
}
read-hm-grill = A churrasqueira tem { $tiles }.
read-hm-grill-empty = A churrasqueira está vazia.
read-hm-turned = Viradas para baixo de vez: { $tiles }.
