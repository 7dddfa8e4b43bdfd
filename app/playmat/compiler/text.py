"""Card text made regular before it is matched: one spelling for what the eras wrote several
ways, and the text cut into sentences.

Only wording changes here, never meaning: curly quotes, "Pokemon", "the Defending Pokémon" for
"your opponent's Active Pokémon" (the Pokémon the attack is used against), the card's own name
for "this Pokémon", "a"/"an"/"one"... before a counted noun as a number, and the reminders that
repeat a rule the engine applies anyway (Weakness and Resistance on the Bench, one GX attack a
game). What is left is cut into sentences; a bracketed sentence stays one sentence.
"""

from __future__ import annotations

import re

_QUOTES = (("’", "'"), ("‘", "'"), ("“", '"'), ("”", '"'), ("\u00a0", " "))
_NUMBER_WORDS = {
    "a": "1",
    "an": "1",
    "one": "1",
    "two": "2",
    "three": "3",
    "four": "4",
    "five": "5",
    "six": "6",
    "seven": "7",
    "eight": "8",
    "nine": "9",
    "ten": "10",
}
#: Nouns counted with "a", "an" or a number word ("a coin", "two cards").
_COUNTED = (
    r"coins?|cards?|Energy|(?:basic |Basic )?(?:[A-Z][a-z]+ )?Energy cards?|damage counters?|"
    r"Prize cards?|(?:Basic |Evolution |Stage \d )?Pokémon(?: Tool)?|Item cards?|Supporter cards?|"
    r"Stadium cards?|Trainer cards?|heads|tails"
)
_COUNTED_NUMBER = re.compile(
    r"\b(a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?=(?:" + _COUNTED + r")\b)",
    re.IGNORECASE,
)
#: Reminders of rules the engine applies by itself, whatever the card says.
_REMINDERS = re.compile(
    r"\s*\((?:Don't apply Weakness and Resistance for Benched Pokémon\."
    r"|You can't use more than 1 (?:GX attack|VSTAR Power) in a game\."
    r"|Damage is not an effect\.|Existing effects are not removed\. Damage is not an effect\."
    r"|Pokémon ex, Pokémon V, etc\. have Rule Boxes\.?)\)"
)
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])|(?<=\))\s+(?=[A-Z(])")


def regular(text: str, card_name: str) -> str:
    """``text`` in the one spelling the patterns know."""
    for variant, plain in _QUOTES:
        text = text.replace(variant, plain)
    text = re.sub(r"\bPokemon\b", "Pokémon", text)
    # The EX era's "Pokémon-ex" are Pokémon ex by their card data (subtype "ex").
    text = re.sub(r"\bPokémon-ex\b", "Pokémon ex", text)
    text = " ".join(text.split())
    text = _REMINDERS.sub("", text)
    text = re.sub(r"\b[Tt]he Defending Pokémon\b", "your opponent's Active Pokémon", text)
    # Older cards name "each Defending Pokémon" (a game has one) and "on your first turn".
    text = re.sub(
        r"\b([Ee])ach Defending Pokémon is now\b",
        lambda m: ("Y" if m[1] == "E" else "y") + "our opponent's Active Pokémon is now",
        text,
    )
    text = re.sub(
        r"\buse this attack on your first turn\b", "use this attack during your first turn", text
    )
    # "If your opponent's Active Pokémon is a Dragon Pokémon, it is now Paralyzed": "it" is
    # the Pokémon the condition names.
    text = re.sub(
        r"(\b[Ii]f your opponent's Active Pokémon (?:is|has) [^,.]*), it is now\b",
        r"\1, your opponent's Active Pokémon is now",
        text,
    )
    if card_name:
        text = re.sub(rf"(?<![\w-]){re.escape(card_name)}(?![\w-])", "this Pokémon", text)
    text = _COUNTED_NUMBER.sub(lambda m: _NUMBER_WORDS[m.group(1).lower()] + " ", text)
    return text.strip()


def sentences(text: str) -> list[str]:
    """The sentences of regular text, each with its own full stop."""
    return [part for part in _SENTENCE_END.split(text) if part]
