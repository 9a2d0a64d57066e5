"""Every printable document's title and every event setting's label is marked for translation,
so File › Print and the event dialog follow the interface language."""

from tdesk.print.registry import DOCUMENTS
from tdesk.rules.event_settings import SETTINGS
from tdesk.ui.labels import DOCUMENT_TITLES, SETTING_HELPS, SETTING_LABELS


def test_every_document_title_is_marked() -> None:
    assert {doc.title for doc in DOCUMENTS} <= set(DOCUMENT_TITLES)


def test_every_setting_label_is_marked() -> None:
    labels = {setting.label for settings in SETTINGS.values() for setting in settings}
    assert labels <= set(SETTING_LABELS)


def test_every_setting_help_with_words_is_marked() -> None:
    """A tooltip that is more than a rule ID is translated (issue 37's dialog walk)."""
    helps = {setting.help for settings in SETTINGS.values() for setting in settings
             if any(c.islower() for c in setting.help)}
    assert helps <= set(SETTING_HELPS)
