"""Prize cards looked at (EN II-C-20), and taken by the text of a card (P-15, EN I-E)."""

from __future__ import annotations

from dataclasses import dataclass

from playmat.effects.base import ALWAYS, Condition, Part
from playmat.effects.board import require_positive, source_of
from playmat.effects.pokemon_parts import add_effect
from playmat.i18n.message import Message, Seat, msg
from playmat.rules.choices import Choice, ChoiceKind, Purpose, yes_no
from playmat.rules.events import event, private_event
from playmat.rules.knockout import prize_options, take_prizes
from playmat.rules.modifiers import Duration, Modifier, ModifierKind
from playmat.rules.outcome import Standing, decide, reason
from playmat.rules.scripting import EffectContext, Flow, TrainerRole
from playmat.rules.zones import card_names, draw


@dataclass(frozen=True)
class LookAtPrizes(Part):
    """C-20: look at face-down Prize cards; they stay face down, known to this player."""

    count: int = 1

    def describe(self) -> Message:
        return msg("text.look_at_prizes", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        mine = ctx.game.state.players[ctx.player]
        if not mine.prizes:
            return
        count = min(self.count, len(mine.prizes))
        answer = yield Choice(
            ctx.player,
            ChoiceKind.OPTION,
            msg("prompt.look_at_prizes", count=count),
            prize_options(len(mine.prizes)),
            minimum=count,
            maximum=count,
            purpose=Purpose.LOOK_AT_PRIZE,
        )
        seen = [mine.prizes[i] for i in answer]
        mine.known_prizes.update(seen)
        who = Seat(ctx.player)
        ctx.game.emit(
            private_event(
                ctx.player,
                "look_at_prizes",
                msg("event.look_at_prizes_hidden", player=who, count=len(seen)),
                player=who,
                cards=card_names(ctx.game, seen),
            )
        )


@dataclass(frozen=True)
class AskToTakePrizes(Part):
    """ "Ask your opponent if each player may take N Prize cards. If yes, each player takes N
    Prize cards. If no, you draw M cards.": the opponent answers. Yes: each player takes N of
    their Prize cards (P-15; the player first), and a player who took their last one wins (EN
    I-E: both at once is a tie). No: the player draws M cards (EN I-H)."""

    prizes: int
    draw: int
    role = TrainerRole.DRAW

    def __post_init__(self) -> None:
        require_positive(prizes=self.prizes, draw=self.draw)

    def describe(self) -> Message:
        return msg("text.ask_to_take_prizes", prizes=self.prizes, draw=self.draw)

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        prompt = msg("prompt.each_takes_prizes", player=Seat(ctx.player), count=self.prizes)
        answer = yield yes_no(ctx.opponent, prompt)
        agreed = answer == (0,)
        game.emit(event("asked_to_take_prizes", player=Seat(ctx.opponent), agreed=agreed))
        if not agreed:
            draw(game, ctx.player, self.draw)
            return
        yield from _take(ctx, (ctx.player, ctx.opponent), self.prizes)


def _take(ctx: EffectContext, players: tuple[int, ...], count: int) -> Flow:
    """Each of ``players`` in turn takes ``count`` of their Prize cards (P-15); a player who
    took their last one wins (EN I-E: both at once is a tie)."""
    game = ctx.game
    took = {p: bool(game.state.players[p].prizes) for p in players}
    for player in players:
        if took[player]:
            yield from take_prizes(game, player, count)
    standings = [
        Standing(took_all_prizes=took.get(p, False) and not game.state.players[p].prizes)
        for p in (0, 1)
    ]
    result = decide(standings[0], standings[1])
    if result is not None:
        game.finish(result, reason(standings[0], standings[1], result))


@dataclass(frozen=True)
class TakePrizes(Part):
    """ "Take a Prize card": the player takes N of their Prize cards by the text of a card
    (P-15), and wins by taking the last one (EN I-E)."""

    count: int = 1
    when: Condition = ALWAYS

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def describe(self) -> Message:
        return self.when.sentence(msg("text.take_prizes", count=self.count))

    def run(self, ctx: EffectContext) -> Flow:
        if self.when.holds(ctx):
            yield from _take(ctx, (ctx.player,), self.count)


@dataclass(frozen=True)
class MorePrizesForKnockOut(Part):
    """ "If your opponent's Pokémon is Knocked Out by damage from this attack, take 1 more
    Prize card": the first of the opponent's Pokémon this attack damaged that has no HP left
    is worth N more Prize cards when the Knock Out check after the attack takes it (EN I-A-01
    step 7, R-11, D-17)."""

    count: int = 1

    def __post_init__(self) -> None:
        require_positive(count=self.count)

    def describe(self) -> Message:
        return msg("text.more_prizes_for_knock_out", count=self.count)

    def run(self, ctx: EffectContext) -> Flow:
        game = ctx.game
        for uid, amount in ctx.damage_done.items():
            pokemon = game.state.pokemon(uid)
            if (
                amount
                and pokemon
                and pokemon.owner == ctx.opponent
                and not game.remaining_hp(pokemon)
            ):
                modifier = Modifier(
                    ModifierKind.EXTRA_PRIZES,
                    self.count,
                    Duration.THIS_TURN,
                    made_turn=game.state.turn,
                    source=source_of(ctx),
                )
                add_effect(ctx, pokemon, modifier)
                return
        return
        yield
