"""The profile's rating chart (bot/web/chart.py): higher ratings are drawn higher, one point per
game from left to right; a single game sits in the middle."""

from bot.web.chart import HEIGHT, PAD, WIDTH, rating_chart


def test_higher_ratings_are_drawn_higher_and_games_go_left_to_right():
    chart = rating_chart([(1.0, 2.0), (2.0, 5.0), (3.0, 3.5)], "skill", lambda v: f"{v:.1f}")
    xs = [x for x, _ in chart.dots]
    ys = [y for _, y in chart.dots]
    assert xs == sorted(xs) and xs[0] == PAD and xs[-1] == WIDTH - PAD
    assert ys[1] == PAD and ys[0] == HEIGHT - PAD and ys[1] < ys[2] < ys[0]
    assert (chart.low, chart.high) == ("2.0", "5.0")
    assert chart.points == " ".join(f"{x},{y}" for x, y in chart.dots)


def test_a_single_game_sits_in_the_middle_with_one_label():
    chart = rating_chart([(1.0, 4.0)], "skill", str)
    assert chart.dots == [(WIDTH / 2, HEIGHT / 2)]
    assert (chart.low, chart.high) == ("4.0", "")
