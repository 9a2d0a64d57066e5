"""Build Day 2 asks first (issue 35): everyone who bagged in more than one flight, the rule
that chose the bag that plays (FLT-3) and the bags forfeited, and the likely duplicates: two
person records whose names differ only by accents or case, who play as two people unless
they are merged in the player database first. Cancel is the default; Build builds exactly
what the list shows (the service refuses a list that changed meanwhile)."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from tdesk.rules.seating.flights import Advance
from tdesk.services.seating.flights_bags import BagLine, Day2Review
from tdesk.ui.money.common import fill, num, read_only_table


class Day2ReviewDialog(QDialog):
    """The double bags and likely duplicates before Build Day 2."""

    def __init__(self, review: Day2Review, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("day2Review")
        self.review = review
        self.setWindowTitle(self.tr("Build Day 2 of {0}").format(review.parent))
        layout = QVBoxLayout(self)
        self.rule = QLabel(self.tr("Bagged in more than one flight: {0}. The other bags are "
                                   "forfeited and their chips leave play.").format(
                                       self.rule_words(review.rule)))
        self.rule.setWordWrap(True)
        self.doubles = read_only_table([self.tr("Player"), self.tr("Plays Day 2 with"),
                                        self.tr("Forfeited")])
        self.doubles.setObjectName("day2Doubles")
        fill(self.doubles, [(d.name, self.bag(d.kept),
                             ", ".join(self.bag(b) for b in d.forfeited))
                            for d in review.doubles])
        self.forfeited = QLabel(self.tr("Chips forfeited: {0}").format(
            num(review.forfeited_chips)))
        self.forfeited.setObjectName("day2Forfeited")
        self.dup_label = QLabel(self.tr("Likely the same person: these records' names differ "
                                        "only by accents or case. Each plays Day 2 as a player "
                                        "of their own; if they are one person, cancel and "
                                        "merge them in the player database first."))
        self.dup_label.setWordWrap(True)
        self.duplicates = read_only_table([self.tr("Names"), self.tr("Bags")])
        self.duplicates.setObjectName("day2Duplicates")
        fill(self.duplicates, [(" / ".join(d.names), ", ".join(self.bag(b) for b in d.bags))
                               for d in review.duplicates])
        for w in (self.rule, self.doubles, self.forfeited):
            w.setVisible(bool(review.doubles))
        for w in (self.dup_label, self.duplicates):
            w.setVisible(bool(review.duplicates))
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        self.build = self.buttons.addButton(self.tr("&Build Day 2"),
                                            QDialogButtonBox.ButtonRole.AcceptRole)
        self.build.setObjectName("day2ReviewBuild")
        self.build.setAutoDefault(False)
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        for w in (self.rule, self.doubles, self.forfeited, self.dup_label, self.duplicates,
                  self.buttons):
            layout.addWidget(w)
        self.resize(640, 420)

    def bag(self, line: BagLine) -> str:
        return self.tr("Day {0}: {1}").format(line.label, num(line.chips))

    def rule_words(self, rule: Advance) -> str:
        return {Advance.BEST_STACK: self.tr("the best stack plays"),
                Advance.FIRST_BAG: self.tr("the first bag plays"),
                Advance.LAST_BAG: self.tr("the last bag plays"),
                Advance.ONE_BAG: self.tr("one bag only")}[rule]
