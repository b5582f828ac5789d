# Robuustheid: weigeringen voor invoer die de bot niet kan gebruiken, en fouten waarvan hij herstelt.

hand-not-yours = Die hand is van een andere speler. Open je eigen hand met "Toon mijn hand".
board-moved = ⤵️ Het bord van dit spel staat nu in een nieuwer bericht verderop.
board-redrawn = Dat bord was verouderd; het toont nu het spel zoals het ervoor staat.
board-refresh = Vernieuwen
board-link-label = ⤴️ bord
invalid-option = Dat commando kwam met een optie die de bot niet kent. Kies er een uit de lijst.
