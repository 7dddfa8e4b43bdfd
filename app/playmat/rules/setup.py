"""Setting up to play (R-1, R-2, EN/JA I-G, P-01)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.errors import PlaymatError
from playmat.i18n.message import Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose, card_option
from playmat.rules.events import event, private_event
from playmat.rules.scripting import Flow
from playmat.rules.zones import card_name, card_names, draw, hide, new_in_play, shuffle_deck

if TYPE_CHECKING:
    from playmat.rules.game import Game


def setup(game: Game) -> Flow:
    """Coin flip for the first player, opening hands with mulligans, Active and Bench face down,
    Prize cards, the extra draws a mulligan gives the opponent, then both sides are revealed."""
    state = game.state
    for player in (0, 1):
        if not any(state.card(u).is_basic_pokemon for u in state.players[player].deck):
            # a deck needs a Basic Pokémon; without one the mulligans would never end.
            raise PlaymatError(msg("error.no_basic_pokemon", player=Seat(player)))
    yield from _decide_first_player(game)
    first = state.first_player
    order = (first, 1 - first)
    for player in order:
        shuffle_deck(game, player)
        draw(game, player, game.rules.hand_size)
    while True:
        lacking = [p for p in order if not _basics_in_hand(game, p)]
        if not lacking:
            break
        if len(lacking) == 2:
            # Neither has a Basic: both reveal and redraw; this round gives no extra draws.
            for player in order:
                _reveal_and_redraw(game, player)
            continue
        player = lacking[0]
        state.players[player].mulligans += 1
        _reveal_and_redraw(game, player)
    for player in order:
        yield from _choose_active(game, player)
        yield from _bench_from_hand(game, player)
    for player in order:
        prizes = state.players[player].prizes
        deck = state.players[player].deck
        for uid in deck[: game.rules.prize_cards]:
            hide(game, uid, prizes)
        del deck[: game.rules.prize_cards]
        game.emit(event("prizes", player=Seat(player), count=len(prizes)))
    for player in order:
        yield from _extra_draws(game, player)
    for player in order:
        mine = state.players[player]
        shown = card_names(game, [p.top for p in mine.in_play()])
        game.emit(event("reveal", player=Seat(player), cards=shown))


def _decide_first_player(game: Game) -> Flow:
    """R-1: a fair coin stands in for rock-paper-scissors; its winner chooses to go first or
    second (or simply goes first under ``winner_goes_first``)."""
    heads = game.flip_coin(0, msg("coin.first_player", caller=Seat(0)))
    winner = 0 if heads else 1
    if game.rules.winner_goes_first:
        game.state.first_player = winner
    else:
        answer = yield Choice(
            winner,
            ChoiceKind.OPTION,
            msg("prompt.go_first"),
            (
                Option(msg("option.go_first"), value="first"),
                Option(msg("option.go_second"), value="second"),
            ),
            purpose=Purpose.GO_FIRST,
        )
        game.state.first_player = winner if answer[0] == 0 else 1 - winner
    game.state.current = game.state.first_player
    game.emit(event("first_player", player=Seat(game.state.first_player)))


def _basics_in_hand(game: Game, player: int) -> list[int]:
    return [u for u in game.state.players[player].hand if game.state.card(u).is_basic_pokemon]


def _reveal_and_redraw(game: Game, player: int) -> None:
    """R-2: reveal the hand with no Basic Pokémon, shuffle it back, draw a new hand."""
    mine = game.state.players[player]
    game.emit(event("mulligan", player=Seat(player), cards=card_names(game, mine.hand)))
    for uid in mine.hand:
        hide(game, uid, mine.deck)
    mine.hand.clear()
    shuffle_deck(game, player)
    draw(game, player, game.rules.hand_size)


def _choose_active(game: Game, player: int) -> Flow:
    basics = _basics_in_hand(game, player)
    if len(basics) == 1:
        chosen = basics[0]
    else:
        answer = yield Choice(
            player,
            ChoiceKind.CARDS,
            msg("prompt.setup_active"),
            tuple(card_option(card_name(game, u), u) for u in basics),
            purpose=Purpose.SETUP_ACTIVE,
        )
        chosen = basics[answer[0]]
    mine = game.state.players[player]
    mine.hand.remove(chosen)
    mine.active = new_in_play(game, player, chosen)
    who = Seat(player)
    game.emit(
        private_event(
            player,
            "setup_active",
            msg("event.setup_active_hidden", player=who),
            player=who,
            card=card_name(game, chosen),
        )
    )


def _bench_from_hand(game: Game, player: int) -> Flow:
    """Put any number of Basic Pokémon from hand onto the Bench, face down (I-G step 6)."""
    mine = game.state.players[player]
    room = game.rules.bench_size - len(mine.bench)
    basics = _basics_in_hand(game, player)
    if not basics or room <= 0:
        return
    answer = yield Choice(
        player,
        ChoiceKind.CARDS,
        msg("prompt.setup_bench", count=min(room, len(basics))),
        tuple(card_option(card_name(game, u), u) for u in basics),
        minimum=0,
        maximum=min(room, len(basics)),
        purpose=Purpose.SETUP_BENCH,
    )
    for index in answer:
        uid = basics[index]
        mine.hand.remove(uid)
        mine.bench.append(new_in_play(game, player, uid))
    if answer:
        who = Seat(player)
        game.emit(
            private_event(
                player,
                "setup_bench",
                msg("event.setup_bench_hidden", player=who, count=len(answer)),
                player=who,
                cards=card_names(game, [basics[i] for i in answer]),
            )
        )


def _extra_draws(game: Game, player: int) -> Flow:
    """R-2: after Prizes are set, draw up to as many extra cards as the opponent's mulligans,
    and bench Basic Pokémon drawn this way (never as Active)."""
    allowed = game.state.players[1 - player].mulligans
    if not allowed:
        return
    answer = yield Choice(
        player,
        ChoiceKind.OPTION,
        msg("prompt.extra_draws", mulligans=allowed),
        tuple(Option(msg("option.number", number=n), value=n) for n in range(allowed + 1)),
        purpose=Purpose.EXTRA_DRAWS,
    )
    before = set(game.state.players[player].hand)
    draw(game, player, answer[0])
    drawn = [u for u in game.state.players[player].hand if u not in before]
    if any(game.state.card(u).is_basic_pokemon for u in drawn):
        yield from _bench_from_hand(game, player)
