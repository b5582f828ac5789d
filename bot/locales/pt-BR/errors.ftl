## Recusas para os códigos IllegalAction dos motores de regras: illegal-<code>.

illegal-unknown-edition = Essa edição não existe.
illegal-variant-classic-only = As variantes são só para a edição clássica.
illegal-unknown-action = Essa ação é desconhecida.
illegal-player-count = Este jogo precisa de { $min } a { $max } jogadores.
illegal-game-over = A partida já terminou.
illegal-not-your-turn = Não é a sua vez.
illegal-cannot-roll = Você não pode rolar agora.
illegal-nothing-to-undo = Agora não há nenhuma escolha para desfazer.
illegal-nothing-to-pick = Role os dados primeiro.
illegal-face-not-in-roll = Não há { face-name } nesta rolagem.
illegal-face-already-kept = Você já separou { face-name } nesta vez; escolha outra face.
illegal-cannot-stop = Você não pode parar agora: não há nenhuma peça que você possa pegar.
illegal-take-not-offered = A peça { $tile } não está disponível.

## Drehwurm

illegal-unknown-variant = Essa variante não existe.
illegal-no-such-seat = Esse jogador não está nesta partida.
illegal-player-removed = Você foi removido desta partida.
illegal-window-open = Um momento: a pilha que acabou de ser virada ainda está aberta para uma minhoca fora da vez.
illegal-no-such-pile = Essa pilha não existe.
illegal-card-not-in-hand = Essa carta não está na sua mão.
illegal-not-a-worm = Uma galinha não é jogada como uma minhoca: ela só pode comer uma pilha.
illegal-colour-must-differ = A minhoca precisa ter uma cor diferente da carta do topo.
illegal-colour-must-match = Fora da vez, a minhoca precisa ter a mesma cor da carta do topo.
illegal-number-not-neighbour = O número da minhoca precisa ser vizinho do número da carta do topo.
illegal-not-a-chicken = Essa carta não é uma galinha.
illegal-chicken-colour = Uma galinha só come uma pilha cuja carta do topo tem a cor dela, ou um coringa.
illegal-play-possible = Você pode jogar uma carta, então não pode comprar.
illegal-snaps-disabled = Sem jogadas fora da vez na variante para iniciantes.
illegal-pile-not-open = Essa pilha não está aberta para uma minhoca fora da vez.
illegal-snap-taken = Tarde demais: alguém foi mais rápido. Você fica com a sua carta.
illegal-own-pile = Foi você quem virou essa pilha: só os outros podem jogar nela fora da vez.
