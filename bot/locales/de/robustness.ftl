# Robustheit (Issue 12): Ablehnungen unbrauchbarer Eingaben, und Störungen, die der Bot behebt.

hand-not-yours = Diese Hand gehört jemand anderem. Öffne deine eigene mit „Meine Karten zeigen“.
board-moved = ⤵️ Das Spielbrett dieser Partie steht jetzt in einer neueren Nachricht weiter unten.
board-redrawn = Dieses Spielbrett war veraltet; es zeigt jetzt den aktuellen Stand der Partie.
board-refresh = Auffrischen
board-link-label = ⤴️ Spielbrett
invalid-option = Dieser Befehl kam mit einer Option, die der Bot nicht kennt. Bitte wähle aus der Liste.
