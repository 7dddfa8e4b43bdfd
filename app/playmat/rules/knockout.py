"""Knock Out, Prize cards and promoting a new Active Pokémon (R-11, EN/JA I-D, P-14, P-15)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from playmat.i18n.message import Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Option, Purpose, card_option
from playmat.rules.events import event, private_event
from playmat.rules.modifiers import ModifierKind
from playmat.rules.outcome import Standing, decide, reason
from playmat.rules.scripting import Flow, Trigger
from playmat.rules.state import InPlay
from playmat.rules.triggers import fire
from playmat.rules.zones import (
    card_name,
    card_names,
    discard_pile,
    hide,
    pokemon_name,
    remove_from_play,
)

if TYPE_CHECKING:
    from playmat.rules.game import Game


def knocked_out(game: Game) -> list[InPlay]:
    """Every Pokémon in play whose damage is at least its HP (D-16), or that an effect Knocked
    Out. Asked after every action: without effects on it or cards that change HP, a Pokémon's
    HP is its printed HP, so the common case compares the damage with that."""
    state = game.state
    cards = state.cards
    hp_may_change = game.hp_changed_by_cards
    victims = []
    for player in state.players:
        active = player.active
        for pokemon in (active, *player.bench) if active is not None else player.bench:
            if pokemon.knocked_out:
                victims.append(pokemon)
            elif pokemon.effects or hp_may_change:
                if pokemon.damage >= game.max_hp(pokemon):
                    victims.append(pokemon)
            elif pokemon.damage >= (cards[pokemon.stack[-1]].hp or 0):
                victims.append(pokemon)  # its printed HP is its HP (max_hp, inlined)
    return victims


def knock_out(game: Game, pokemon: InPlay) -> None:
    """An effect Knocks the Pokémon Out (D-16): it is, at the next Knock Out check, whatever
    its HP, and the opponent takes Prize cards for it as usual (R-11)."""
    if game.state.pokemon(pokemon.id) is pokemon and not pokemon.knocked_out:
        pokemon.knocked_out = True
        game.emit(event("knocked_out_by_effect", target=pokemon_name(game, pokemon)))


@dataclass(frozen=True)
class AttackDamage:
    """The attack whose Knock Out check this is (EN I-A-01 step 7): the Attacking Pokémon and
    the damage the attack did, by Pokémon in play id."""

    attacker: InPlay
    damage: Mapping[int, int]

    def knocked_out_by(self, pokemon: InPlay) -> bool:
        """Whether ``pokemon`` is Knocked Out "by damage from an attack from your opponent's
        Pokémon": this attack damaged it, and it was the opponent's."""
        return self.damage.get(pokemon.id, 0) > 0 and pokemon.owner != self.attacker.owner


def check_knock_outs(game: Game, next_turn_player: int, attack: AttackDamage | None = None) -> Flow:
    """The Knock Out process (JA I-D): all Pokémon without HP are Knocked Out together (what
    happens "when a Pokémon is Knocked Out" first, step 2), each player takes Prizes for the
    opponent's, then empty Active Spots are filled; the player who takes the next turn promotes
    first when both must (R-11). An Active Spot emptied any other way (a Pokémon returned to
    the hand, C-02) is filled the same way (EN I-E). ``attack``: the attack whose damage this
    check follows; the opponent's Pokémon it damaged are Knocked Out by damage from an attack
    (E-11) if their HP is gone.

    Ends the game (through :meth:`Game.finish`) when an end condition is met (P-16).
    """
    state = game.state
    victims = knocked_out(game)
    if not victims and state.players[0].active is not None and state.players[1].active is not None:
        return
    if attack is not None:
        for pokemon in victims:
            if attack.knocked_out_by(pokemon):
                yield from fire(
                    game,
                    Trigger.KNOCKED_OUT,
                    pokemon.owner,
                    that=pokemon,
                    cards=tuple(pokemon.all_cards()),
                )
    victims = [p for p in victims if state.pokemon(p.id) is p]
    # R-11, D-17: the Prize cards each is worth, as effects change them, read while they (and
    # the Attacking Pokémon) are all still in play and before the log grows (the always-on
    # effects kept for the log follow it).
    worth = {
        p.id: max(0, state.top_card(p).prize_count + _prizes_changed(game, p, attack))
        for p in victims
    }
    prizes_owed = [0, 0]
    for pokemon in victims:
        card = state.top_card(pokemon)
        game.emit(
            event(
                "knock_out",
                pokemon=pokemon.id,
                owner=Seat(pokemon.owner),
                target=pokemon_name(game, pokemon),
            )
        )
        remove_from_play(game, pokemon)
        owner = state.players[pokemon.owner]
        owner.knocked_out_turn = state.turn
        if attack is not None and attack.knocked_out_by(pokemon) and not pokemon.knocked_out:
            # E-11: Knocked Out by damage from an attack, which later text may ask about.
            if owner.attack_knock_out_turn != state.turn:
                owner.attack_knock_outs = ()
            owner.attack_knock_out_turn = state.turn
            owner.attack_knock_outs = (*owner.attack_knock_outs, card)
        for uid in pokemon.all_cards():
            discard_pile(game, uid).append(uid)
        prizes_owed[1 - pokemon.owner] += worth[pokemon.id]
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
        game.finish(result, reason(standings[0], standings[1], result))
        return
    for player in (next_turn_player, 1 - next_turn_player):
        if state.players[player].active is None:
            yield from promote(game, player)


def _prizes_changed(game: Game, pokemon: InPlay, attack: AttackDamage | None) -> int:
    """How many more Prize cards (negative: fewer) the opponent takes for ``pokemon``: effects
    on it, and, when the attack's damage Knocked it Out, effects on the Attacking Pokémon and
    on its player (D-17)."""
    change = sum(
        m.amount for m in game.modifiers_on(pokemon) if m.kind is ModifierKind.EXTRA_PRIZES
    )
    if attack is None or not attack.knocked_out_by(pokemon):
        return change
    state = game.state
    attacker = attack.attacker
    if state.pokemon(attacker.id) is not attacker:
        return change
    knocked_out, attacking = state.top_card(pokemon), state.top_card(attacker)
    was_active = state.players[pokemon.owner].active is pokemon
    for modifier in game.modifiers_on(attacker):
        if modifier.kind is ModifierKind.PRIZES_FOR_KNOCK_OUTS and modifier.counts_against(
            knocked_out
        ):
            change += modifier.amount
    for modifier in game.player_modifiers(attacker.owner):
        if (
            modifier.kind is ModifierKind.PRIZES_FOR_KNOCK_OUTS
            and modifier.counts_against(attacking)
            and (was_active or not modifier.only_to_opponents_active)
        ):
            change += modifier.amount
    return change


def take_prizes(game: Game, player: int, count: int) -> Flow:
    """Take ``count`` Prize cards into the hand (P-15). The player picks face-down Prizes by
    position, which reveals nothing; with fewer left, they take them all."""
    prizes = game.state.players[player].prizes
    count = min(count, len(prizes))
    if count == len(prizes):
        chosen = list(prizes)
    else:
        answer = yield Choice(
            player,
            ChoiceKind.OPTION,
            msg("prompt.take_prizes", count=count),
            prize_options(len(prizes)),
            minimum=count,
            maximum=count,
            purpose=Purpose.TAKE_PRIZE,
        )
        chosen = [prizes[i] for i in answer]
    hand = game.state.players[player].hand
    taken = []
    for uid in chosen:
        prizes.remove(uid)
        game.state.players[player].known_prizes.discard(uid)
        taken.append(hide(game, uid, hand))
    who = Seat(player)
    game.emit(
        private_event(
            player,
            "prize",
            msg("event.prize_hidden", player=who, count=len(chosen), left=len(prizes)),
            player=who,
            cards=card_names(game, taken),
            left=len(prizes),
        )
    )


def prize_options(count: int) -> tuple[Option, ...]:
    """Face-down Prize cards to pick by position: "Prize card 1" ... (value: the position)."""
    return tuple(Option(msg("option.prize_card", number=i + 1), value=i) for i in range(count))


def promote(game: Game, player: int) -> Flow:
    """Move a Benched Pokémon into the empty Active Spot (EN I-E)."""
    state = game.state.players[player]
    if len(state.bench) == 1:
        chosen = state.bench[0]
    else:
        answer = yield Choice(
            player,
            ChoiceKind.POKEMON,
            msg("prompt.promote"),
            tuple(card_option(card_name(game, p.top), p.top, pokemon=p.id) for p in state.bench),
            purpose=Purpose.PROMOTE,
        )
        chosen = state.bench[answer[0]]
    state.bench.remove(chosen)
    state.active = chosen
    chosen.moved_up_turn = game.state.turn
    game.emit(
        event("promote", player=Seat(player), pokemon=chosen.id, target=pokemon_name(game, chosen))
    )
