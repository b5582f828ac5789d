## 💡 Probabilità, aiuti e l'analisi dopo la partita

odds-button = Probabilità
odds-title-mine = 💡 **Le tue probabilità** — somma { $total } · { dice } da tirare
odds-title-other = 💡 **Probabilità di { $name }** — somma { $total } · { dice } da tirare
odds-line = • { $choice }: tessera al { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media
odds-line-best = ⭐ **{ $choice }**: tessera al { NUMBER($percent, maximumFractionDigits: 0) }% · { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media
odds-choice-face = tenere { $count } × { $face }
odds-choice-roll = tirare
odds-choice-take = prendere { $tile }
odds-choice-steal = rubare { $tile } a { $name }
odds-why-only = Una sola scelta: { $choice }. Finisce con una tessera il { NUMBER($percent, maximumFractionDigits: 0) }% delle volte, con { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media.
odds-why = Il computer difficile sceglierebbe di { $choice }: tessera al { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media; { $other }: tessera solo al { NUMBER($other_percent, maximumFractionDigits: 0) }%.
odds-why-worms = Il computer difficile sceglierebbe di { $choice }: tessera al { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media; { $other } finisce con una tessera il { NUMBER($other_percent, maximumFractionDigits: 0) }% delle volte, ma con solo { $other_sign }{ NUMBER($other_worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media.
odds-why-worms-close = Il computer difficile sceglierebbe di { $choice }: tessera al { NUMBER($percent, maximumFractionDigits: 0) }%, { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media; { $other } finisce con una tessera il { NUMBER($other_percent, maximumFractionDigits: 0) }% delle volte, ma con un po' meno vermi.
odds-why-standing = Il computer difficile sceglierebbe di { $choice } invece di { $other }: tessera al { NUMBER($percent, maximumFractionDigits: 0) }% contro il { NUMBER($other_percent, maximumFractionDigits: 0) }%, con { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media; con la classifica attuale vale di più.
odds-expert = Il computer esperto gioca per vincere la partita, non per i vermi di questo turno: sceglierebbe di { $choice }, che finisce con una tessera il { NUMBER($percent, maximumFractionDigits: 0) }% delle volte, con { $sign }{ NUMBER($worms, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in media.
odds-assisted-note = *Aiuto chiesto nel tuo turno: sei segnato come aiutato e questa partita non sarà valida.*
odds-confirm = 💡 Le probabilità nel tuo turno rendono questa partita **non valida per tutti i giocatori** del tavolo: il punteggio di nessuno cambia. Mostrarle?
odds-confirm-yes = Mostra le probabilità
odds-confirm-no = Annulla
odds-confirm-cancelled = Non è cambiato nulla: la partita resta valida.
odds-assisted-board = 💡 Non valida (aiuti: { $names })
hints-off = Questa partita non consente aiuti.
hints-on-lobby = 💡 Aiuti attivi: una partita in cui un giocatore chiede le probabilità nel proprio turno non è valida.

## /heckmeck inizia aiuti, /heckmeck impostazioni aiuti

opt-heckmeck-start-hints-name = aiuti
opt-heckmeck-start-hints-desc = Consenti il pulsante 💡 Probabilità (una partita in cui qualcuno lo usa nel suo turno non è valida)
cmd-heckmeck-settings-hints-name = aiuti
cmd-heckmeck-settings-hints-desc = Se le nuove partite di questo server consentono gli aiuti di default
opt-heckmeck-settings-hints-hints-name = aiuti
opt-heckmeck-settings-hints-hints-desc = Sì: le nuove partite hanno il pulsante 💡 Probabilità, salvo se avviate senza aiuti
settings-hints-set = { $on ->
    [true] Le nuove partite di questo server consentono gli aiuti, salvo se avviate senza.
   *[other] Le nuove partite di questo server non consentono aiuti, salvo se avviate con gli aiuti.
}

## /heckmeck analisi

cmd-heckmeck-review-name = analisi
cmd-heckmeck-review-desc = Come sono andati le tue scelte e i tuoi dadi in una partita finita
opt-heckmeck-review-game-name = partita
opt-heckmeck-review-game-desc = Il numero della partita (predefinito: la tua ultima partita finita)
opt-heckmeck-review-public-name = pubblica
opt-heckmeck-review-public-desc = Pubblica l'analisi nel canale per tutti
review-no-game = Non hai ancora nessuna partita finita da analizzare.
review-not-finished = Quella partita non è ancora finita; si potrà analizzare dopo.
review-title = Analisi della partita { $game }: { $name }
review-assisted = 💡 Non valida: aiuti chiesti da { $names } nel proprio turno.
review-no-humans = In questa partita non ha giocato nessun umano.
review-summary = { $decisions } decisioni, di cui { $best } la scelta migliore.
    Le tue decisioni ti sono costate { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi rispetto al gioco migliore.
    { $luck_direction ->
        [up] I dadi ti hanno dato { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in più di dadi nella media.
        [down] I dadi ti hanno dato { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in meno di dadi nella media.
       *[same] I tuoi dadi erano nella media.
    }
review-summary-other = { $decisions } decisioni, di cui { $best } la scelta migliore.
    Le decisioni di { $name } sono costate { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi rispetto al gioco migliore.
    { $luck_direction ->
        [up] I dadi di { $name } hanno dato { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in più di dadi nella media.
        [down] I dadi di { $name } hanno dato { NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in meno di dadi nella media.
       *[same] I dadi di { $name } erano nella media.
    }
review-seat-line = { $name }: migliori { $best } su { $decisions } · costo { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } · dadi { $luck_direction ->
        [up] +{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
        [down] −{ NUMBER($luck, minimumFractionDigits: 1, maximumFractionDigits: 1) }
       *[same] ±0
    }
review-pages-hint = Costo: vermi persi con le decisioni; dadi: vermi sopra o sotto dadi nella media. Un nome apre, in privato, le decisioni di quel giocatore.
review-page-refused = Quella pagina di analisi non c'è più: la partita o il suo registro non esistono più, o quel posto non è stato analizzato.
review-costly-title = Decisioni più costose
review-costly-line = Turno { $turn }, { $position }: scelto “{ $chosen }”; “{ $better }” avrebbe valso { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in più.
review-position-pick = tirato { $dice } con somma { $total }
review-position-decide = somma { $total } · { dice } da tirare
review-position-roll = prima di tirare
review-others-title = Altre decisioni che non erano le migliori
review-decision-line = Turno { $turn }: “{ $chosen }” invece di “{ $better }”, { NUMBER($cost, minimumFractionDigits: 1, maximumFractionDigits: 1) } vermi in meno
review-more = … e altre { $count }
review-all-best = Ogni decisione era la migliore.
review-timeout = lasciar scadere il tempo
review-values-note = Qui i vermi sono contati come li conta il computer difficile: il vantaggio in vermi del giocatore più un bonus per la sua probabilità di vincere la partita.
review-drehwurm-match = Manche { $match }: pile { $piles } − { $penalty } in mano = { $points }
odds-watching-note = *Stai guardando: le probabilità chieste nel turno di un altro non influiscono sul punteggio.*
