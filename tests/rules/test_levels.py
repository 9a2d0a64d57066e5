"""Level structures: HU-B1, OFC-L1 presets, validation, editing, TOML round-trips."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tdesk.rules import levels as levels_module
from tdesk.rules.levels import (
    HUSC_MAX_LEVELS,
    HUSC_SMALL_BLINDS,
    OFC_POINT_VALUES,
    AnteKind,
    Game,
    Level,
    Structure,
    add_level,
    chips_in_play,
    duplicate_level,
    husc_levels,
    husc_structure,
    insert_break,
    level_numbers,
    move_level,
    next_denomination,
    ofc_levels,
    ofc_structure,
    remove_level,
    round_structure,
    set_all_durations,
    structure_from_data,
    structure_from_toml,
    structure_to_data,
    structure_to_toml,
    structure_warnings,
    suggest_next_level,
    verify_levels,
    verify_structure,
)

PRESETS = Path(__file__).resolve().parents[2] / "resources" / "structures"


# --- HU-B1 -----------------------------------------------------------------------------------


def test_husc_levels_first_levels_HU_B1() -> None:
    lv = husc_levels(5)
    assert [(x.small_blind, x.big_blind) for x in lv] == [
        (15, 30),
        (20, 40),
        (25, 50),
        (30, 60),
        (40, 80),
    ]
    assert all(x.minutes == 2 and x.ante == 0 and not x.is_break for x in lv)


def test_husc_level_31_is_15000_then_doubling_HU_B1() -> None:
    lv = husc_levels(34)
    # Level 31 (index 30) is the last listed small blind; then 30,000, 60,000, 120,000.
    assert lv[30].small_blind == 15000
    assert [x.small_blind for x in lv[31:]] == [30000, 60000, 120000]
    assert [x.big_blind for x in lv[30:]] == [30000, 60000, 120000, 240000]


def test_husc_levels_match_listed_blinds_HU_B1() -> None:
    assert len(HUSC_SMALL_BLINDS) == 31
    assert [x.small_blind for x in husc_levels(31)] == list(HUSC_SMALL_BLINDS)
    assert husc_levels(0) == []
    with pytest.raises(ValueError, match="negative"):
        husc_levels(-1)


@given(st.integers(min_value=1, max_value=HUSC_MAX_LEVELS))
def test_husc_levels_rise_and_bb_is_twice_sb_HU_B1(n: int) -> None:
    lv = husc_levels(n)
    assert len(lv) == n
    assert all(x.big_blind == 2 * x.small_blind for x in lv)
    assert all(a.small_blind < b.small_blind for a, b in zip(lv, lv[1:], strict=False))
    verify_levels(lv, Game.HEADS_UP)


def test_husc_levels_past_a_trillion_chips_are_refused_HU_B1() -> None:
    """Blinds no stack can post (issue 19: a big blind of 10^23 was kept): HU-B1 doubles past
    MAX_AMOUNT, the services' largest stack, at level 56."""
    assert levels_module.MAX_AMOUNT == 10**12
    with pytest.raises(ValueError, match="level 56: big blind .* is more than 1,000,000,000,000"):
        verify_levels(husc_levels(HUSC_MAX_LEVELS + 1), Game.HEADS_UP)


# --- OFC-L1 ----------------------------------------------------------------------------------


def test_ofc_levels_23_point_values_default_20_minutes_OFC_L1() -> None:
    lv = ofc_levels()
    assert len(lv) == 23
    assert lv[0].point_value == 100 and lv[7].point_value == 1000 and lv[22].point_value == 30000
    assert [x.point_value for x in lv] == list(OFC_POINT_VALUES)
    assert all(x.minutes == 20 and x.big_blind == 0 for x in lv)
    assert [x.minutes for x in ofc_levels(15)] == [15] * 23
    verify_levels(lv, Game.OFC)


def test_ofc_point_values_agree_with_ofc_module_OFC_L1() -> None:
    ofc = pytest.importorskip("tdesk.rules.ofc")
    if not hasattr(ofc, "POINT_LEVELS"):
        pytest.skip("tdesk.rules.ofc.POINT_LEVELS not written yet")
    assert tuple(ofc.POINT_LEVELS) == OFC_POINT_VALUES


# --- numbering and labels --------------------------------------------------------------------


def test_level_numbers_skip_breaks() -> None:
    lv = [Level.blinds(25, 50), Level.pause(10), Level.blinds(50, 100), Level.pause(5)]
    assert level_numbers(lv) == [1, None, 2, None]


def test_labels() -> None:
    assert Level.blinds(100, 200).label() == "100/200"
    assert Level.blinds(1000, 2000, 300).label() == "1,000/2,000 ante 300"
    assert Level.blinds(100, 200, 200, ante_kind=AnteKind.BIG_BLIND).label().endswith("(BB)")
    assert Level.points(2500).label() == "2,500 per point"
    assert Level.pause(15, 25).label() == "Break"
    assert Level.pause(15).seconds == 900


# --- validation ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("levels", "message"),
    [
        ([], "no playing level"),
        ([Level.pause(10)], "no playing level"),
        ([Level.blinds(100, 200, minutes=0)], r"level 1: duration 0 min"),
        ([Level.blinds(200, 100)], r"level 1: big blind 100 is smaller than small blind 200"),
        ([Level.blinds(100, 200), Level.blinds(50, 200)], r"level 2: small blind 50 .* below"),
        ([Level.blinds(100, 200), Level.blinds(100, 150)], r"level 2: big blind 150 .* below"),
        ([Level.blinds(0, 0)], r"big blind 0 must be positive"),
        ([Level.blinds(100, 200, -5)], r"ante -5 is negative"),
        ([Level.blinds(100, 200, minutes=2000)], r"longer than a day"),
        ([Level.blinds(1, 2), Level.pause(-1)], r"the break after level 1: duration -1"),
    ],
)
def test_verify_levels_names_the_level(levels: list[Level], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        verify_levels(levels)


def test_verify_ofc_point_values() -> None:
    with pytest.raises(ValueError, match=r"level 2: point value 100 is below"):
        verify_levels([Level.points(200), Level.points(100)], Game.OFC)
    with pytest.raises(ValueError, match=r"point value 0 must be positive"):
        verify_levels([Level.points(0)], Game.OFC)


def test_equal_blinds_allowed_and_breaks_ignored_in_ordering() -> None:
    verify_levels([Level.blinds(100, 200), Level.pause(5), Level.blinds(100, 200)])


def _mtt(levels: tuple[Level, ...], chips: tuple[int, ...] = (25, 100, 500)) -> Structure:
    return Structure("Test", levels, Game.POKER, 10000, chips)


def test_colour_up_must_be_chip_in_play_and_not_the_largest_TDA_R1() -> None:
    ok = _mtt((Level.blinds(25, 50), Level.pause(10, 25), Level.blinds(100, 200)))
    verify_structure(ok)
    assert chips_in_play(ok, 0) == (25, 100, 500)
    assert chips_in_play(ok, 1) == (100, 500)
    assert next_denomination(ok, 1) == 100
    with pytest.raises(ValueError, match="colour-up of 1,000 chips"):
        verify_structure(_mtt((Level.blinds(25, 50), Level.pause(10, 1000))))
    with pytest.raises(ValueError, match="largest in play"):
        verify_structure(_mtt((Level.blinds(25, 50), Level.pause(10, 500))))
    with pytest.raises(ValueError, match="during a break"):
        verify_structure(_mtt((Level(25, 50, colour_up=25),)))
    # The same denomination cannot leave twice.
    with pytest.raises(ValueError, match="colour-up of 25 chips"):
        verify_structure(_mtt((Level.blinds(25, 50), Level.pause(10, 25), Level.pause(5, 25))))


def test_verify_structure_other_fields() -> None:
    lv = (Level.blinds(25, 50),)
    with pytest.raises(ValueError, match="needs a name"):
        verify_structure(Structure(" ", lv))
    with pytest.raises(ValueError, match="smallest first"):
        verify_structure(Structure("x", lv, chips=(100, 25)))
    with pytest.raises(ValueError, match="positive"):
        verify_structure(Structure("x", lv, chips=(0, 25)))
    with pytest.raises(ValueError, match="starting stack"):
        verify_structure(Structure("x", lv, starting_stack=-1))
    with pytest.raises(ValueError):
        verify_structure(Structure("", lv))
    verify_structure(Structure("x", lv))


def test_warnings_flag_blinds_the_chips_cannot_pay() -> None:
    s = _mtt((Level.blinds(25, 50), Level.pause(10, 25), Level.blinds(150, 300, 75)))
    w = structure_warnings(s)
    # After the 25s leave the smallest chip is 100: 150 and 75 cannot be paid exactly, 300 can.
    assert len(w) == 2 and all(x.startswith("level 2:") for x in w)
    assert "small blind 150" in w[0] and "ante 75" in w[1]
    assert structure_warnings(_mtt((Level.blinds(100, 200, 300),)))[0].endswith(
        "bigger than the big blind"
    )


# --- editing ---------------------------------------------------------------------------------

A, B, C = Level.blinds(25, 50), Level.blinds(50, 100), Level.blinds(75, 150)


def test_editing_operations() -> None:
    lv = (A, B, C)
    assert remove_level(lv, 1) == (A, C)
    assert move_level(lv, 0, 2) == (B, C, A)
    assert move_level(lv, 2, 0) == (C, A, B)
    assert duplicate_level(lv, 1) == (A, B, B, C)
    br = insert_break(lv, 2, 15, 25, "colour up")
    assert br[2] == Level.pause(15, 25, "colour up") and br[3] == C and len(br) == 4
    assert add_level(lv, A, 0) == (A, A, B, C)
    assert add_level(lv)[-1] == Level.blinds(125, 250)  # see the next test
    with pytest.raises(ValueError, match="position 4 is outside"):
        remove_level(lv, 3)
    with pytest.raises(ValueError, match="outside"):
        move_level(lv, 0, 5)


def test_suggest_next_level_rounds_to_usual_steps() -> None:
    # BB 150*3//2 = 225 -> next usual step 250; SB keeps the 1:2 ratio -> 125.
    s = suggest_next_level([C])
    assert (s.small_blind, s.big_blind) == (125, 250)
    # 2,000/4,000 BB ante 4,000 -> BB 6,000, SB 3,000, the BB ante follows the big blind.
    bba = Level.blinds(2000, 4000, 4000, ante_kind=AnteKind.BIG_BLIND)
    assert suggest_next_level([bba]) == Level.blinds(3000, 6000, 6000, ante_kind=AnteKind.BIG_BLIND)
    # 400/800 ante 100 classic -> 600/1,200 ante 150.
    assert suggest_next_level([Level.blinds(400, 800, 100)]) == Level.blinds(600, 1200, 150)
    assert suggest_next_level([]) == Level.blinds(100, 200)
    assert suggest_next_level([Level.points(1000)]).point_value == 1500


def test_set_all_durations_leaves_breaks_unless_asked() -> None:
    lv = (A, Level.pause(15), B)
    out = set_all_durations(lv, 12)
    assert [x.minutes for x in out] == [12, 15, 12]
    assert [x.minutes for x in set_all_durations(lv, 12, breaks=True)] == [12, 12, 12]
    with pytest.raises(ValueError, match="duration 0 min"):
        set_all_durations(lv, 0)


# --- TOML ------------------------------------------------------------------------------------


def test_toml_roundtrip_with_awkward_note() -> None:
    s = Structure(
        'Friday "Deepstack" \\ €50 — Турнир 周五',
        (
            Level.blinds(25, 50, minutes=20),
            Level.pause(10, 25, 'Colour up "25s"\n\tthen race'),
            Level.blinds(100, 200, 200, 20, AnteKind.BIG_BLIND),
        ),
        Game.POKER,
        10000,
        (25, 100, 500),
    )
    assert structure_from_toml(structure_to_toml(s)) == s


def test_toml_reads_section_form_and_default_minutes() -> None:
    text = """
name = "Small"
minutes = 12
chips = [25, 100]
[[level]]
small_blind = 25
big_blind = 50
[[level]]
break = true
minutes = 5
colour_up = 25
"""
    s = structure_from_toml(text)
    assert s.levels == (Level.blinds(25, 50, minutes=12), Level.pause(5, 25))
    assert s.game is Game.POKER and s.chips == (25, 100)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("name = ", "not valid TOML"),
        ('name = "x"\ngame = "bridge"', "game 'bridge' must be one of"),
        ('name = "x"\n[[level]]\nsmall_blind = "ten"\nbig_blind = 20', "entry 1: small_blind"),
        ('name = "x"\n[[level]]\nbig_blind = 20\nblinds = 3', "unknown key 'blinds'"),
        ('name = "x"\n[[level]]\nbig_blind = 20\nante_kind = "x"', "ante_kind 'x'"),
        ('name = "x"\n[[level]]\nbig_blind = 20\nbreak = 1', "break 1 must be true or false"),
        ('name = "x"\nlevel = 3', "list of tables"),
        ('name = "x"\nchips = ["a"]\n[[level]]\nbig_blind = 2', "chips"),
        ('name = "x"\n[[level]]\nsmall_blind = 30\nbig_blind = 20', "big blind 20 is smaller"),
    ],
)
def test_toml_errors_name_the_problem(text: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        structure_from_toml(text)


level_st = st.one_of(
    st.builds(
        Level.blinds,
        st.integers(0, 10**6),
        st.integers(0, 10**6),
        st.integers(0, 10**5),
        st.integers(1, 120),
        st.sampled_from(AnteKind),
    ),
    st.builds(Level.points, st.integers(1, 10**5), st.integers(1, 60)),
    st.builds(Level.pause, st.integers(1, 60), st.integers(0, 1000), st.text(max_size=30)),
)


@settings(max_examples=60)
@given(
    st.text(min_size=1, max_size=40),
    st.lists(level_st, max_size=12),
    st.sampled_from(Game),
    st.integers(0, 10**7),
    st.lists(st.integers(1, 10**5), max_size=6, unique=True).map(lambda x: tuple(sorted(x))),
)
def test_toml_writer_roundtrips_any_structure(
    name: str, lv: list[Level], game: Game, stack: int, chips: tuple[int, ...]
) -> None:
    """The writer is exact for any values; the reader then validates, so bypass that here."""
    import tomllib

    s = Structure(name, tuple(lv), game, stack, chips)
    data = tomllib.loads(structure_to_toml(s))
    assert data["name"] == name and data["game"] == game.value
    assert data["starting_stack"] == stack and tuple(data["chips"]) == chips
    back = tuple(levels_module._level_from(row, i + 1, 20) for i, row in enumerate(data["level"]))
    assert back == s.levels


# --- presets ---------------------------------------------------------------------------------


def _preset(name: str) -> Structure:
    return structure_from_toml((PRESETS / f"{name}.toml").read_text(encoding="utf-8"))


def test_hu_preset_file_is_husc_levels_HU_B1() -> None:
    s = _preset("hu-b1")
    assert s.game is Game.HEADS_UP and s.starting_stack == 1500
    assert list(s.levels) == husc_levels(len(s.levels)) and len(s.levels) >= 31
    assert s == husc_structure(len(s.levels))


def test_ofc_preset_file_is_ofc_levels_OFC_L1() -> None:
    s = _preset("ofc-l1")
    assert s.game is Game.OFC and list(s.levels) == ofc_levels(20)
    assert s.levels == ofc_structure(20).levels


@pytest.mark.parametrize(
    ("name", "stack", "kind"),
    [
        ("mtt-regular-10k", 10000, AnteKind.BIG_BLIND),
        ("mtt-regular-20k", 20000, AnteKind.BIG_BLIND),
        ("mtt-turbo-10k", 10000, AnteKind.CLASSIC),
        ("mtt-turbo-20k", 20000, AnteKind.CLASSIC),
    ],
)
def test_mtt_presets_make_sense(name: str, stack: int, kind: AnteKind) -> None:
    s = _preset(name)
    assert s.game is Game.POKER and s.starting_stack == stack
    assert structure_warnings(s) == []  # every blind and ante payable with the chips in play
    playing = [lv for lv in s.levels if not lv.is_break]
    assert len(playing) >= 20
    # Starting stack is 100 or more big blinds at level 1 and antes come in.
    assert stack // playing[0].big_blind >= 100
    assert any(lv.ante and lv.ante_kind is kind for lv in playing)
    breaks = [lv for lv in s.levels if lv.is_break]
    colour_ups = [lv.colour_up for lv in breaks if lv.colour_up]
    assert len(colour_ups) >= 2 and colour_ups == sorted(colour_ups)
    assert all(str(f"{c:,}") in lv.note for lv in breaks for c in [lv.colour_up] if c)
    # Turbo levels are shorter than regular ones.
    minutes = {lv.minutes for lv in playing}
    assert minutes == ({15} if "turbo" in name else {20} if "10k" in name else {30})


def test_every_preset_loads_and_roundtrips() -> None:
    files = sorted(PRESETS.glob("*.toml"))
    assert len(files) >= 6
    for f in files:
        s = structure_from_toml(f.read_text(encoding="utf-8"))
        assert structure_from_toml(structure_to_toml(s)) == s, f.name


def test_round_timer_structure_needs_no_amounts() -> None:
    s = round_structure(50, 3)
    assert s.game is Game.ROUNDS and [lv.minutes for lv in s.levels] == [50, 50, 50]
    verify_structure(s)
    assert s.levels[0].label() == "Round" and structure_warnings(s) == []
    with pytest.raises(ValueError, match="big blind 0 must be positive"):
        verify_levels(s.levels, Game.POKER)


@settings(max_examples=40)
@given(st.sampled_from(sorted(PRESETS.glob("*.toml"))))
def test_plain_data_roundtrip_as_kept_in_the_store(path: Path) -> None:
    """The store keeps structures as JSON: structure_to_data / structure_from_data agree."""
    import json

    s = structure_from_toml(path.read_text(encoding="utf-8"))
    assert structure_from_data(json.loads(json.dumps(structure_to_data(s)))) == s
