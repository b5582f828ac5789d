## Refusals of the tournament runner (bot/table/tournament_runner.py): what the organiser or a
## player asked for changed nothing.

tournament-refused-not-found = There is no such tournament.
tournament-refused-not-organiser = Only the tournament's organiser (or an admin, or a member with the server's tournament role) can do that.
tournament-refused-started = The tournament has already started.
tournament-refused-over = The tournament is already over.
tournament-refused-too-few = { $signed ->
    [0] Nobody has signed up yet; the tournament needs at least { $needed } players.
    [one] Only one player has signed up; the tournament needs at least { $needed }.
   *[other] Only { $signed } players have signed up; the tournament needs at least { $needed }.
}
tournament-refused-cannot-seat = { $signed } players cannot be seated at tables of { $size } (a table never has fewer than 3): wait until more sign up.
tournament-refused-joined = You are already signed up.
tournament-refused-not-joined = You are not signed up.
tournament-refused-not-player = That member is not playing in this tournament.
tournament-refused-dropped = That player has already been dropped.
tournament-refused-no-close-time = The sign-up has no closing time; start the tournament when you are ready.
tournament-refused-minutes = Extend by 1 to { $most } minutes.
tournament-refused-stop-table = A tournament table can only be stopped by someone allowed to manage messages; the organiser can drop a player or cancel the tournament.

## A turn given more time (an organiser's extension), to a player with turn notices by direct message
dm-turn-extended = ⏳ Your turn in { $game } on { $server } got more time; it now runs out { $when }: { $link }
