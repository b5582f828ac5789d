## O computador especialista (Pickomino e Pickomino Junior).

difficulty-expert = Especialista
