# Recusas para entradas que o bot não pode usar, e falhas das quais ele se recupera.

hand-not-yours = Essa mão é de outro jogador. Abra a sua com “Mostrar minha mão”.
board-moved = ⤵️ O tabuleiro desta partida foi para uma mensagem mais nova, mais abaixo.
board-redrawn = Esse tabuleiro estava desatualizado; agora ele mostra a partida como está.
board-refresh = Atualizar
board-link-label = ⤴️ tabuleiro
invalid-option = Esse comando veio com uma opção que o bot não conhece. Escolha da lista.
