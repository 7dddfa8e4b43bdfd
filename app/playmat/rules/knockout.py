"""Knock Out, Prize cards and promoting a new Active Pokémon (R-11, EN/JA I-D, P-14, P-15)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from playmat.rules.choices import Choice, ChoiceKind, Option
from playmat.rules.events import Event, player_name
from playmat.rules.outcome import Standing, decide, reason_text
from playmat.rules.scripting import Flow
from playmat.rules.state import InPlay
from playmat.rules.zones import card_ref, describe_pokemon, remove_from_play

if TYPE_CHECKING:
    from playmat.rules.game import Game


def knocked_out(game: Game) -> list[InPlay]:
    """Every Pokémon in play whose damage is at least its HP (R-11, D-16)."""
    state = game.state
    return [
        pokemon
        for player in state.players
        for pokemon in player.in_play()
        if pokemon.damage >= state.max_hp(pokemon)
    ]


def check_knock_outs(game: Game, next_turn_player: int) -> Flow:
    """The Knock Out process (JA I-D): all Pokémon without HP are Knocked Out together, each
    player takes Prizes for the opponent's, then empty Active Spots are filled; the player who
    takes the next turn promotes first when both must (R-11). An Active Spot emptied any other
    way (a Pokémon returned to the hand, C-02) is filled the same way (EN I-E).

    Ends the game (through :meth:`Game.finish`) when an end condition is met (P-16).
    """
    state = game.state
    victims = knocked_out(game)
    if not victims and all(p.active is not None for p in state.players):
        return
    prizes_owed = [0, 0]
    for pokemon in victims:
        card = state.top_card(pokemon)
        game.emit(
            Event(
                "knock_out",
                f"{describe_pokemon(game, pokemon)} is Knocked Out.",
                {
                    "pokemon": pokemon.id,
                    "owner": pokemon.owner,
                    "card": card_ref(game, pokemon.top),
                },
            )
        )
        remove_from_play(game, pokemon)
        owner = state.players[pokemon.owner]
        owner.discard.extend(pokemon.all_cards())
        prizes_owed[1 - pokemon.owner] += card.prize_count
    for taker in (state.current, 1 - state.current):
        if prizes_owed[taker]:
            yield from take_prizes(game, taker, prizes_owed[taker])
    standings = tuple(
        Standing(
            took_all_prizes=prizes_owed[i] > 0 and not state.players[i].prizes,
            cannot_promote=state.players[i].active is None and not state.players[i].bench,
        )
        for i in (0, 1)
    )
    result = decide(*standings)
    if result is not None:
        game.finish(result, reason_text(*standings, result))
        return
    for player in (next_turn_player, 1 - next_turn_player):
        if state.players[player].active is None:
            yield from promote(game, player)


def take_prizes(game: Game, player: int, count: int) -> Flow:
    """Take ``count`` Prize cards into the hand (P-15). The player picks face-down Prizes by
    position, which reveals nothing; with fewer left, they take them all."""
    prizes = game.state.players[player].prizes
    count = min(count, len(prizes))
    if count == len(prizes):
        chosen = list(prizes)
    else:
        options = tuple(Option(f"Prize card {i + 1}", value=i) for i in range(len(prizes)))
        answer = yield Choice(
            player,
            ChoiceKind.OPTION,
            f"Take {count} Prize card{'s' if count > 1 else ''}.",
            options,
            minimum=count,
            maximum=count,
            purpose="take_prize",
        )
        chosen = [prizes[i] for i in answer]
    hand = game.state.players[player].hand
    for uid in chosen:
        prizes.remove(uid)
        hand.append(uid)
        game.state.players[player].known_prizes.discard(uid)
    names = ", ".join(game.state.card(uid).name for uid in chosen)
    plural = "s" if len(chosen) > 1 else ""
    game.emit(
        Event(
            "prize",
            f"{player_name(player)} took {len(chosen)} Prize card{plural}: {names}.",
            {"player": player, "cards": [card_ref(game, u) for u in chosen], "left": len(prizes)},
            private_to=player,
            hidden_text=f"{player_name(player)} took {len(chosen)} Prize card{plural}.",
            hidden_data={"player": player, "count": len(chosen), "left": len(prizes)},
        )
    )


def promote(game: Game, player: int) -> Flow:
    """Move a Benched Pokémon into the empty Active Spot (EN I-E)."""
    state = game.state.players[player]
    if len(state.bench) == 1:
        chosen = state.bench[0]
    else:
        answer = yield Choice(
            player,
            ChoiceKind.POKEMON,
            "Choose your new Active Pokémon.",
            tuple(
                Option(game.state.card(p.top).name, pokemon=p.id, card=p.top) for p in state.bench
            ),
            purpose="promote",
        )
        chosen = state.bench[answer[0]]
    state.bench.remove(chosen)
    state.active = chosen
    game.emit(
        Event(
            "promote",
            f"{describe_pokemon(game, chosen)} is now the Active Pokémon.",
            {"player": player, "pokemon": chosen.id},
        )
    )
