<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>AvailabilityGrid</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="165"/>
        <source>No entry: counts as 2 everywhere (HU-D2)</source>
        <translation>Нет данных: везде считается 2 (HU-D2)</translation>
    </message>
</context>
<context>
    <name>BackgroundTask</name>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="155"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="179"/>
        <source>Cancelling…</source>
        <translation>Отмена…</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="71"/>
        <source>Position %1</source>
        <translation>Позиция %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Top</source>
        <translation>Верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Middle</source>
        <translation>Середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="84"/>
        <source>Bottom</source>
        <translation>Низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="89"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>Карт: %1, напр. Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Missed hand</source>
        <translation>Пропуск раздачи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>Отсутствовал: платит по 3 каждому активному игроку, больше ничего (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="114"/>
        <source>Clock foul</source>
        <translation>Фол по времени</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="116"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>Не сделал ход за 30 секунд после вызова часов (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="120"/>
        <source>Exposed: </source>
        <translation>Открыто: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="121"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>Карты открыты не в свою очередь: за каждую по 1 очку каждому активному игроку (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="195"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>Из журнала штрафов: %1, назначен в %2, судья %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="197"/>
        <source>(no judge)</source>
        <translation>(судья не указан)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="203"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>Чтобы снять отметку, отмените штраф во вкладке «Штрафы».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="208"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>Чтобы снять отметку, отмените штраф во вкладке «Штрафы».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="219"/>
        <source>— no player —</source>
        <translation>— нет игрока —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="305"/>
        <source>%1 has a bad card</source>
        <translation>%1: неверная карта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="341"/>
        <source>%1 is on another board</source>
        <translation>%1 уже на другой доске</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="347"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>Карт: %1, а в ряду «%2» их %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="357"/>
        <source>%1 of %2 cards</source>
        <translation>%1 из %2 карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="375"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>Пропуск раздачи (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="379"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>фол по времени (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="381"/>
        <source>FOUL: %1</source>
        <translation>ФОЛ: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>royalty %1</source>
        <translation>роялти %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="394"/>
        <source>Legal · royalties %1</source>
        <translation>Без фола · роялти %1</translation>
    </message>
</context>
<context>
    <name>BountiesPage</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="48"/>
        <source>No bounties</source>
        <translation>Без баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="49"/>
        <source>Fixed bounty</source>
        <translation>Фиксированный баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="50"/>
        <source>Progressive knockout (PKO)</source>
        <translation>Прогрессивный нокаут (PKO)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="51"/>
        <source>Mystery bounty</source>
        <translation>Мистери-баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="139"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3} · won: paid {4}, owed {5}</source>
        <translation>Деньги баунти: взято {0} = выиграно {1} + в игре {2} + заведению {3} · выигранное: выплачено {4}, к выплате {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Collected</source>
        <translation>Получено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Knockouts</source>
        <translation>Нокауты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Paid</source>
        <translation>Выплачено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Owed</source>
        <translation>К выплате</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="177"/>
        <source>&amp;Pay bounties…</source>
        <translation>&amp;Выплатить баунти…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="179"/>
        <source>Hand the selected player the bounties they won and were not paid yet, with a receipt</source>
        <translation>Выдать выбранному игроку выигранные и ещё не выплаченные баунти, с чеком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="188"/>
        <source>Bounty &amp;format…</source>
        <translation>&amp;Формат баунти…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="189"/>
        <source>Fixed, progressive or mystery bounties (Ctrl+Shift+K)</source>
        <translation>Фиксированные, прогрессивные или мистери-баунти (Ctrl+Shift+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="217"/>
        <source>The entries took {0} in bounty parts, but no format is set: set it before the first bust.</source>
        <translation>С взносов взято {0} на баунти, но формат не задан: задайте его до первого вылета.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="219"/>
        <source>This event pays no bounties. Set a format to record who eliminated whom with each bust.</source>
        <translation>В этом турнире баунти не платятся. Задайте формат, чтобы при каждом вылете записывать, кто кого выбил.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="224"/>
        <source>{0} · pool {1}: heads {2}, collected {3}</source>
        <translation>{0} · фонд {1}: на головах {2}, получено {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="228"/>
        <source>envelopes left {0}</source>
        <translation>осталось в конвертах {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="231"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>Взносы дали {0}; конверты и фиксированные части платят {1}: заведение добавляет {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="233"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>Взносы дали {0}; конверты и фиксированные части платят {1}: заведение оставляет {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>in play</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>out</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="252"/>
        <source>Select the player to pay first.</source>
        <translation>Сначала выберите игрока для выплаты.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="258"/>
        <source>Bounties paid. Print receipt {0} now?</source>
        <translation>Баунти выплачены. Напечатать чек {0} сейчас?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="260"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
</context>
<context>
    <name>BountyFormatDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="60"/>
        <source>Bounty format</source>
        <translation>Формат баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="69"/>
        <source>to the eliminator listed first</source>
        <translation>выбившему, названному первым</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="70"/>
        <source>to the bigger stack</source>
        <translation>большему стеку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="74"/>
        <source>e.g. 5000x1, 1000x4, 200x20</source>
        <translation>напр. 5000x1, 1000x4, 200x20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="77"/>
        <source>from the first bust</source>
        <translation>с первого вылета</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="80"/>
        <source>any level</source>
        <translation>любой уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="86"/>
        <source>&amp;Format</source>
        <translation>&amp;Формат</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="87"/>
        <source>PKO: &amp;paid at once</source>
        <translation>PKO: &amp;выплата сразу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="88"/>
        <source>Split pot: odd unit</source>
        <translation>Разделённый банк: лишняя единица</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="89"/>
        <source>Mystery: &amp;envelopes</source>
        <translation>Мистери: &amp;конверты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="90"/>
        <source>Mystery phase at players left</source>
        <translation>Мистери-фаза при числе игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="91"/>
        <source>Mystery phase at level</source>
        <translation>Мистери-фаза с уровня</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Semi-final</source>
        <translation>Полуфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Quarter-final</source>
        <translation>Четвертьфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Round of 16</source>
        <translation>1/8 финала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="51"/>
        <source>Round of 32</source>
        <translation>1/16 финала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="58"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="203"/>
        <source>Bust players</source>
        <translation>Выбывание игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="209"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>Стеки в начале раздачи (у кого больше, тот занимает место выше):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="217"/>
        <source>T{0} S{1}</source>
        <translation>С{0} М{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="223"/>
        <source>Who eliminated whom (several for a split pot):</source>
        <translation>Кто кого выбил (несколько при разделённом банке):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="225"/>
        <source>Who eliminated whom (optional):</source>
        <translation>Кто кого выбил (необязательно):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="232"/>
        <source>{0} eliminated by</source>
        <translation>{0}: выбил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="238"/>
        <source>Envelope drawn for {0}</source>
        <translation>Конверт, вытянутый за {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="282"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>Выбил: отметьте, кто выбил {0}; в турнире платятся баунти.</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="64"/>
        <source>Chip race</source>
        <translation>Чип-рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="73"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>Укрупнение: фишки номиналом {0} выводятся из игры и меняются на фишки номиналом {1}. Остаточные фишки разыгрываются по одной карте на фишку, начиная с места 1.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="79"/>
        <source>e.g. Table 7</source>
        <translation>напр. Стол 7</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="87"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>Одно и то же зерно раздаёт одни и те же карты (записывается)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="93"/>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="105"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="94"/>
        <source>{0} chips</source>
        <translation>Фишки {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="95"/>
        <source>Other chips (value)</source>
        <translation>Другие фишки (сумма)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="106"/>
        <source>Exchanged</source>
        <translation>Обменено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="107"/>
        <source>Odd chips</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="108"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="109"/>
        <source>Wins</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="110"/>
        <source>Kept in</source>
        <translation>Остаётся в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="111"/>
        <source>Chips after</source>
        <translation>Фишки после</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="124"/>
        <source>Run race</source>
        <translation>Провести рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="127"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="129"/>
        <source>Record and print…</source>
        <translation>Записать и напечатать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="131"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="137"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="138"/>
        <source>Seats</source>
        <translation>Мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="139"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>other chips</source>
        <translation>другие фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="198"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>место {0}: {1} {2!r} — не целое число</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="230"/>
        <source>Odd chips worth {0} → %n chip(s) of {1} raced (nearest whole chip, halves up). Seed {2}.</source>
        <translation>
            <numerusform>Лишние фишки на {0} → разыгрывается %n фишка по {1} (до целой фишки, половина вверх). Сид {2}.</numerusform>
            <numerusform>Лишние фишки на {0} → разыгрываются %n фишки по {1} (до целой фишки, половина вверх). Сид {2}.</numerusform>
            <numerusform>Лишние фишки на {0} → разыгрываются %n фишек по {1} (до целой фишки, половина вверх). Сид {2}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="241"/>
        <source>wins 1</source>
        <translation>выигрывает 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="242"/>
        <source>+1 chip</source>
        <translation>+1 фишка</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="455"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>Left arrow</source>
        <translation>Стрелка влево</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Right arrow</source>
        <translation>Стрелка вправо</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="126"/>
        <source>−1 min</source>
        <translation>−1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="127"/>
        <source>+1 min</source>
        <translation>+1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="128"/>
        <source>Restart level</source>
        <translation>Уровень заново</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="131"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="132"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>Сколько секунд добавить (отрицательное число — убавить)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="134"/>
        <source>Add seconds</source>
        <translation>Добавить секунды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Jump to selected</source>
        <translation>К выбранному</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="140"/>
        <source>Table / seat (optional)</source>
        <translation>Стол / место (необязательно)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="142"/>
        <source>Call the clock</source>
        <translation>Вызвать часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="143"/>
        <source>Clear call</source>
        <translation>Снять вызов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="144"/>
        <source>Edit structure…</source>
        <translation>Изменить структуру…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="145"/>
        <source>Chip race…</source>
        <translation>Чип-рейс…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="146"/>
        <source>Print structure…</source>
        <translation>Печать структуры…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="148"/>
        <source>Projector</source>
        <translation>Проектор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="32"/>
        <source>Monitor for the projector</source>
        <translation>Монитор для проектора</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="33"/>
        <source>Full screen</source>
        <translation>Во весь экран</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="36"/>
        <source>Off: the projector opens as a window, handy on a laptop with one screen</source>
        <translation>Выключено: проектор откроется в окне — удобно на ноутбуке с одним экраном</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="41"/>
        <source>Expected end on the projector</source>
        <translation>Ожидаемое окончание на проекторе</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="49"/>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="161"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="162"/>
        <source>Blinds / points</source>
        <translation>Блайнды / очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="163"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="164"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="165"/>
        <source>Starts in</source>
        <translation>Начало через</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="177"/>
        <source>Enter counts by hand</source>
        <translation>Вводить количество вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="179"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>Для турниров без учёта каждого игрока; иначе считается по входам</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="187"/>
        <source>entries × starting stack</source>
        <translation>входы × стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="189"/>
        <source>Save counts</source>
        <translation>Сохранить количество</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="215"/>
        <source>Key: {0}</source>
        <translation>Клавиша: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="266"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="270"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="271"/>
        <source>Players left</source>
        <translation>Осталось игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="272"/>
        <source>Chips in play</source>
        <translation>Фишек в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="273"/>
        <source>Average stack</source>
        <translation>Средний стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="27"/>
        <source>Projector and sound</source>
        <translation>Проектор и звук</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="57"/>
        <source>Monitor</source>
        <translation>Монитор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="58"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="24"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="41"/>
        <source>Colour up {0}</source>
        <translation>Укрупнение {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="44"/>
        <source>{0} per point</source>
        <translation>{0} за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="47"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="55"/>
        <source> (BB)</source>
        <translation> (ББ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="420"/>
        <source>EVENT OVER — the winner is known</source>
        <translation>ТУРНИР ОКОНЧЕН — победитель известен</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="421"/>
        <source>EVENT OVER — the season has its winner</source>
        <translation>ТУРНИР ОКОНЧЕН — у сезона есть победитель</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="422"/>
        <source>EVENT OVER — the last result is in</source>
        <translation>ТУРНИР ОКОНЧЕН — последний результат внесён</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="423"/>
        <source>EVENT OVER</source>
        <translation>ТУРНИР ОКОНЧЕН</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="436"/>
        <source>RUNNING</source>
        <translation>ИДЁТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="440"/>
        <source>Next: {0}</source>
        <translation>Далее: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="442"/>
        <source>Break in {0}</source>
        <translation>Перерыв через {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="456"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="457"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="458"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="460"/>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="497"/>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
</context>
<context>
    <name>CountsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="61"/>
        <source>&amp;Save count</source>
        <translation>&amp;Сохранить подсчёт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="64"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="77"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="80"/>
        <source>Counts so far</source>
        <translation>Подсчёты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="98"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="99"/>
        <source>All players</source>
        <translation>Все игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="105"/>
        <source>Chip leader: {0} ({1})</source>
        <translation>Чип-лидер: {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="107"/>
        <source>Average stack: {0}</source>
        <translation>Средний стек: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="109"/>
        <location filename="../../tdesk/ui/money/counts.py" line="149"/>
        <source>({0} BB)</source>
        <translation>({0} ББ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="146"/>
        <source>Seat {0}</source>
        <translation>Место {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="173"/>
        <source>This table: {0} of {1} players counted, {2} chips</source>
        <translation>Этот стол: посчитано {0} из {1} игроков, {2} фишек</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/counts.py" line="182"/>
        <source>Room: %n player(s) not counted yet; {0} chips in play</source>
        <translation>
            <numerusform>Зал: ещё не посчитан %n игрок; в игре {0} фишек</numerusform>
            <numerusform>Зал: ещё не посчитаны %n игрока; в игре {0} фишек</numerusform>
            <numerusform>Зал: ещё не посчитаны %n игроков; в игре {0} фишек</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="186"/>
        <source>Room: {0} counted = {1} in play</source>
        <translation>Зал: посчитано {0} = {1} в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="190"/>
        <source>Room: {0} counted, {1} in play, difference {2}</source>
        <translation>Зал: посчитано {0}, в игре {1}, разница {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="200"/>
        <source>Type at least one player&apos;s chips.</source>
        <translation>Введите фишки хотя бы одного игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="208"/>
        <source>Saved.</source>
        <translation>Сохранено.</translation>
    </message>
</context>
<context>
    <name>Day2ReviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="29"/>
        <source>Build Day 2 of {0}</source>
        <translation>Собрать день 2: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="31"/>
        <source>Bagged in more than one flight: {0}. The other bags are forfeited and their chips leave play.</source>
        <translation>Мешки в нескольких флайтах: {0}. Остальные мешки теряются, их фишки выходят из игры.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Plays Day 2 with</source>
        <translation>Играет день 2 с</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="36"/>
        <source>Forfeited</source>
        <translation>Теряет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="41"/>
        <source>Chips forfeited: {0}</source>
        <translation>Фишек выбывает: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="44"/>
        <source>Likely the same person: these records&apos; names differ only by accents or case. Each plays Day 2 as a player of their own; if they are one person, cancel and merge them in the player database first.</source>
        <translation>Вероятно, один и тот же человек: имена этих записей отличаются лишь диакритикой или регистром. Каждая играет день 2 как отдельный игрок; если это один человек, отмените и сначала объедините их в базе игроков.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Names</source>
        <translation>Имена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Bags</source>
        <translation>Мешки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="58"/>
        <source>&amp;Build Day 2</source>
        <translation>&amp;Собрать день 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="72"/>
        <source>Day {0}: {1}</source>
        <translation>День {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="75"/>
        <source>the best stack plays</source>
        <translation>играет лучший стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="76"/>
        <source>the first bag plays</source>
        <translation>играет первый мешок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="77"/>
        <source>the last bag plays</source>
        <translation>играет последний мешок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="78"/>
        <source>one bag only</source>
        <translation>только один мешок</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="62"/>
        <source>ICM (Malmuth-Harville)</source>
        <translation>ICM (Malmuth-Harville)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="63"/>
        <source>Chip-chop</source>
        <translation>Чип-чоп (по фишкам)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="68"/>
        <source>Note for the results sheet (optional)</source>
        <translation>Примечание для протокола результатов (необязательно)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="70"/>
        <source>&amp;Work out</source>
        <translation>&amp;Рассчитать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="71"/>
        <source>Record the &amp;agreed deal…</source>
        <translation>Записать &amp;согласованную сделку…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Prize by place</source>
        <translation>Приз по месту</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Deal</source>
        <translation>Сделка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="85"/>
        <source>&amp;Method</source>
        <translation>&amp;Способ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="89"/>
        <source>&amp;Kept back for the winner</source>
        <translation>&amp;Оставить на игру за победу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="97"/>
        <source>Chips and deal amounts can be typed over.</source>
        <translation>Фишки и суммы сделки можно исправить вручную.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="138"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>Сделка рассчитала баунти: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="140"/>
        <source>The deal settles the bounties: each player takes their own head and an equal share of the envelopes not drawn ({0}); no envelope is drawn after it: {1}</source>
        <translation>Сделка рассчитывает баунти: каждый игрок забирает свою голову и равную долю невытянутых конвертов ({0}); после сделки конверты не тянут: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="144"/>
        <source>The deal settles the bounties: each player takes their own head: {0}</source>
        <translation>Сделка рассчитывает баунти: каждый игрок забирает свою голову: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="175"/>
        <source>This satellite pays seats, so no deal: {0}</source>
        <translation>Этот сателлит платит путёвками, сделки нет: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/deal.py" line="178"/>
        <source>A deal is worked out for 2 to {0} players; %n are left.</source>
        <translation>
            <numerusform>Сделка рассчитывается для 2–{0} игроков; остался %n.</numerusform>
            <numerusform>Сделка рассчитывается для 2–{0} игроков; осталось %n.</numerusform>
            <numerusform>Сделка рассчитывается для 2–{0} игроков; осталось %n.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="211"/>
        <source>type a whole number, e.g. 25000</source>
        <translation>введите целое число, например 25000</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="242"/>
        <location filename="../../tdesk/ui/money/deal.py" line="255"/>
        <source>Chips changed: work the deal out again.</source>
        <translation>Фишки изменились: рассчитайте сделку заново.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="275"/>
        <source>Deal total {0} of {1} to share ({2} kept back)</source>
        <translation>Сумма сделки {0} из {1} к разделу ({2} оставлено)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="252"/>
        <location filename="../../tdesk/ui/money/deal.py" line="258"/>
        <source>Work the deal out first, or type every amount.</source>
        <translation>Сначала рассчитайте сделку или введите все суммы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="290"/>
        <source>Record this deal as agreed by the players?</source>
        <translation>Записать эту сделку как согласованную игроками?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="291"/>
        <source>Record deal</source>
        <translation>Записать сделку</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="39"/>
        <source>Deck check</source>
        <translation>Проверка колоды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="54"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="63"/>
        <source>What the judge found, e.g. 2 Goblin in the deck, 3 on the list</source>
        <translation>Что нашёл судья, например: в колоде 2 Гоблина, в списке 3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="66"/>
        <source>Issue the linked penalty</source>
        <translation>Назначить связанное наказание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="75"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="76"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="77"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="78"/>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="79"/>
        <source>Outcome</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="80"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="111"/>
        <source>Choose the player whose deck was checked.</source>
        <translation>Выберите игрока, чью колоду проверяли.</translation>
    </message>
</context>
<context>
    <name>DecklistsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="44"/>
        <source>missing</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="45"/>
        <source>ok</source>
        <translation>в порядке</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="46"/>
        <source>illegal</source>
        <translation>нарушает лимиты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="55"/>
        <source>(dropped)</source>
        <translation>(выбыл)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="58"/>
        <source>locked</source>
        <translation>закрыт</translation>
    </message>
</context>
<context>
    <name>DecklistsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="91"/>
        <source>Missing lists only</source>
        <translation>Только без списка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="94"/>
        <source>Import from file…</source>
        <translation>Импорт из файла…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="97"/>
        <source>Deck check…</source>
        <translation>Проверка колоды…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="114"/>
        <source>One card per line: 3 Dragon, 3x Dragon or Dragon x3; a line Sideboard starts the sideboard</source>
        <translation>Одна карта в строке: 3 Дракон, 3x Дракон или Дракон x3; строка «Сайдборд» начинает сайдборд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="120"/>
        <source>Head judge&apos;s change</source>
        <translation>Изменение главным судьёй</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="125"/>
        <source>Reason, written in the log</source>
        <translation>Причина (запишется в журнал)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="127"/>
        <source>Save list</source>
        <translation>Сохранить список</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="184"/>
        <source>%1 of %2 lists registered, %3 missing.</source>
        <translation>Сдано списков: %1 из %2, нет у %3.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="188"/>
        <source>Locked since round 1 was paired (%1).</source>
        <translation>Закрыты с жеребьёвки 1-го тура (%1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="191"/>
        <source>This event does not require decklists (event settings).</source>
        <translation>Турнир не требует списков колод (настройки турнира).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="200"/>
        <source>List of %1</source>
        <translation>Список: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="221"/>
        <source>round %1</source>
        <translation>тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="223"/>
        <source>table %1</source>
        <translation>стол %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="224"/>
        <source>Deck check, %1 (%2): %3</source>
        <translation>Проверка колоды, %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="229"/>
        <source>(penalty issued)</source>
        <translation>(наказание назначено)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="237"/>
        <source>Choose a player.</source>
        <translation>Выберите игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="272"/>
        <source>Import decklists</source>
        <translation>Импорт списков колод</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="273"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Текстовые файлы (*.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="284"/>
        <source>Lists imported from %1: %2.</source>
        <translation>Импортировано списков из %1: %2.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="290"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="293"/>
        <source>Not imported (%n list(s)); fix them and import again:</source>
        <translation>
            <numerusform>Не импортирован %n список; исправьте и импортируйте снова:</numerusform>
            <numerusform>Не импортированы %n списка; исправьте их и импортируйте снова:</numerusform>
            <numerusform>Не импортированы %n списков; исправьте их и импортируйте снова:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayCards</name>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="33"/>
        <source>Where do I sit?</source>
        <translation>Где моё место?</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="34"/>
        <source>Scan for your table and seat, the clock and the standings, live on your phone.</source>
        <translation>Отсканируйте, чтобы видеть свой стол и место, часы и турнирную таблицу в реальном времени на телефоне.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="48"/>
        <source>Player screens</source>
        <translation>Экраны для игроков</translation>
    </message>
</context>
<context>
    <name>DisplayDialog</name>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="79"/>
        <source>Player screens</source>
        <translation>Экраны для игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="88"/>
        <source>optional: letters and digits</source>
        <translation>необязательно: буквы и цифры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="91"/>
        <source>&amp;Network:</source>
        <translation>&amp;Сеть:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="92"/>
        <source>&amp;Port:</source>
        <translation>&amp;Порт:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="93"/>
        <source>Access &amp;code:</source>
        <translation>&amp;Код доступа:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="107"/>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Start</source>
        <translation>&amp;Запустить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="111"/>
        <source>Print &amp;table cards…</source>
        <translation>Печать &amp;карточек на столы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="113"/>
        <source>Four cards to a page with the address and its QR code</source>
        <translation>Четыре карточки на странице: адрес и его QR-код</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="137"/>
        <source>Every network of this computer</source>
        <translation>Все сети этого компьютера</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="140"/>
        <source>This computer only (test)</source>
        <translation>Только этот компьютер (проверка)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="159"/>
        <source>Open an event first.</source>
        <translation>Сначала откройте турнир.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="163"/>
        <source>Access code &apos;{0}&apos;: use letters and digits only.</source>
        <translation>Код доступа «{0}»: используйте только буквы и цифры.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Stop</source>
        <translation>&amp;Остановить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="196"/>
        <source>Off. Start to show the clock, seats, pairings and standings on TVs and phones on the venue network.</source>
        <translation>Выключено. Запустите, чтобы показывать часы, места, пары и турнирную таблицу на телевизорах и телефонах в сети зала.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="204"/>
        <source>On for {0}. Open this address on a TV or phone, or scan the code:</source>
        <translation>Включено для «{0}». Откройте этот адрес на телевизоре или телефоне или отсканируйте код:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="209"/>
        <source>Floor tablets: {0} (each floor person&apos;s PIN: File › Staff…)</source>
        <translation>Планшеты зала: {0} (PIN каждого сотрудника: Файл › Персонал…)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="225"/>
        <source>Table cards</source>
        <translation>Карточки на столы</translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <location filename="../../tdesk/web/page.py" line="25"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="26"/>
        <source>Find me</source>
        <translation>Где я сижу</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="27"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="28"/>
        <source>Series</source>
        <translation>Серия</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="29"/>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="30"/>
        <source>Level {0}</source>
        <translation>Уровень {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="31"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="32"/>
        <source>Round {0} of {1}</source>
        <translation>Тур {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="33"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="34"/>
        <source>ante {0}</source>
        <translation>анте {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="35"/>
        <source>{0} per point</source>
        <translation>{0} за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="36"/>
        <source>Not started</source>
        <translation>Не начато</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="37"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="38"/>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="39"/>
        <source>Next level</source>
        <translation>Следующий уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="40"/>
        <source>Next break</source>
        <translation>До перерыва</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="41"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="42"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="43"/>
        <source>Average stack</source>
        <translation>Средний стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="44"/>
        <source>Prize pool</source>
        <translation>Призовой фонд</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="45"/>
        <source>Places paid</source>
        <translation>Призовых мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="46"/>
        <source>Round ends</source>
        <translation>Тур заканчивается</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="47"/>
        <source>Season winner</source>
        <translation>Победитель сезона</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="48"/>
        <source>The clock has not been set up yet.</source>
        <translation>Часы ещё не настроены.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="49"/>
        <source>Type part of your name</source>
        <translation>Введите часть своего имени</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="50"/>
        <source>Type a few letters of your name; accents are not needed.</source>
        <translation>Введите несколько букв имени; диакритика не нужна.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="51"/>
        <source>Nobody by that name is playing. Ask at the desk.</source>
        <translation>Игрок с таким именем не найден. Обратитесь к столу регистрации.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="52"/>
        <source>Table {0}, seat {1}</source>
        <translation>Стол {0}, место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="53"/>
        <source>Table {0} against {1}</source>
        <translation>Стол {0}, соперник {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="54"/>
        <source>Against {0}, {1}</source>
        <translation>Соперник {0}, {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="55"/>
        <source>Waiting for table {0}</source>
        <translation>Ожидает стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="56"/>
        <source>Finished in place {0}</source>
        <translation>Выбыл на {0}-м месте</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="57"/>
        <source>Bye this round</source>
        <translation>В этом туре — бай</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="58"/>
        <source>Nothing to show yet.</source>
        <translation>Пока нечего показать.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="59"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="60"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="61"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="62"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="63"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="64"/>
        <source>W–L–D</source>
        <translation>В–П–Н</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="65"/>
        <source>Lives</source>
        <translation>Жизни</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="66"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="67"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="68"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="69"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Связь потеряна: переподключение…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="70"/>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="71"/>
        <source>Quarter-final</source>
        <translation>Четвертьфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="72"/>
        <source>Semi-final</source>
        <translation>Полуфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="73"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="74"/>
        <source>Top {0}</source>
        <translation>Топ-{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="75"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="76"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="77"/>
        <source>HAND FOR HAND</source>
        <translation>РУКА ЗА РУКОЙ</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="78"/>
        <source>Still playing: tables {0}</source>
        <translation>Ещё играют столы: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="79"/>
        <source>Between hands</source>
        <translation>Между раздачами</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="80"/>
        <source>Live from the tournament desk. Ask a floor person if anything looks wrong.</source>
        <translation>Данные в реальном времени от турнирного стола. Если что-то не так, обратитесь к флор-менеджеру.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="83"/>
        <location filename="../../tdesk/web/page.py" line="84"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="85"/>
        <source>Pairings</source>
        <translation>Пары</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="86"/>
        <source>Games</source>
        <translation>Игры</translation>
    </message>
</context>
<context>
    <name>EliminatorPicker</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="50"/>
        <source>Eliminated by: type a name, Enter ticks it</source>
        <translation>Выбил: введите имя, Enter отмечает</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="55"/>
        <source>seat {0}</source>
        <translation>место {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="56"/>
        <source>T{0} S{1}</source>
        <translation>С{0} М{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="64"/>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="103"/>
        <source>not recorded</source>
        <translation>не записано</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="71"/>
        <source>Shares: equal; or the parts won, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>Доли: поровну; или выигранные части, напр. 3000 : 1500 или 2/3 1/3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="122"/>
        <source>Shares of {0}&apos;s bounty &quot;{1}&quot;: give {2} parts above 0, one per eliminator in the order ticked, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>Доли баунти игрока {0} «{1}»: укажите {2} частей больше 0, по одной на выбившего, в порядке отметки, напр. 3000 : 1500 или 2/3 1/3</translation>
    </message>
</context>
<context>
    <name>EnvelopeBox</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="164"/>
        <source>drawn by tdesk</source>
        <translation>вытягивает tdesk</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>Edit event</source>
        <translation>Изменить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>New event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="99"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>Тип турнира нельзя изменить после создания.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="111"/>
        <source>Its settings, clock structure, fees, payouts, bounty format, tables and break order are copied; its players and results are not.</source>
        <translation>Копируются настройки, структура часов, взносы, выплаты, формат баунти, столы и порядок их закрытия; игроки и результаты — нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="117"/>
        <source>&amp;Start from:</source>
        <translation>&amp;Начать с:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="119"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="120"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="121"/>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="122"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Место проведения:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="124"/>
        <source>&amp;Flight of:</source>
        <translation>&amp;Флайт турнира:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="127"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="159"/>
        <source>(a new event of its own)</source>
        <translation>(новый турнир с нуля)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="198"/>
        <source>(no flight: an event of its own)</source>
        <translation>(не флайт: самостоятельный турнир)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="235"/>
        <source>Prizes:</source>
        <translation>Призы:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="247"/>
        <source>P&amp;rizes…</source>
        <translation>&amp;Призы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="249"/>
        <source>CG-Z1: a prize for each place or range of places, printed beside the place on the final standings</source>
        <translation>CG-Z1: приз за каждое место или диапазон мест; печатается рядом с местом в итоговой таблице</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="259"/>
        <source>(no prizes listed)</source>
        <translation>(призы не указаны)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="302"/>
        <source>One card name per line</source>
        <translation>Одно название карты в строке</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="328"/>
        <source>%1 %2: must be from %3 to %4</source>
        <translation>%1 %2: допустимо от %3 до %4</translation>
    </message>
</context>
<context>
    <name>ExtensionDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="169"/>
        <source>Extra time — round %1</source>
        <translation>Дополнительное время — тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="175"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="180"/>
        <source>Deck check, a long ruling…</source>
        <translation>Проверка колоды, долгое решение…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="183"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="184"/>
        <source>&amp;Minutes</source>
        <translation>&amp;Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="185"/>
        <source>&amp;Judge</source>
        <translation>Су&amp;дья</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="186"/>
        <source>&amp;Reason</source>
        <translation>&amp;Причина</translation>
    </message>
</context>
<context>
    <name>FlightsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="81"/>
        <source>&amp;Bag survivors</source>
        <translation>&amp;Упаковать фишки оставшихся</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Flight</source>
        <translation>Флайт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Left</source>
        <translation>Осталось</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Bagged</source>
        <translation>Упаковано</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="86"/>
        <source>Build &amp;Day 2</source>
        <translation>Собрать &amp;день 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="115"/>
        <source>This event is no flight and has none. Make an event a flight of this one in its event dialog (Flight of).</source>
        <translation>Этот турнир не флайт и не имеет флайтов. Сделайте турнир флайтом этого в его диалоге (Флайт турнира).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="129"/>
        <source>Day {0}: {1} of {2} players left</source>
        <translation>День {0}: осталось игроков {1} из {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="132"/>
        <source>plays down to {0}</source>
        <translation>играется до {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="134"/>
        <source>{0} bagged, {1} chips</source>
        <translation>упаковано {0}, фишек {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="138"/>
        <source>No stop set: bag when the floor ends the flight.</source>
        <translation>Остановка не задана: упакуйте, когда флор завершит флайт.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="141"/>
        <source>Stop reached: the survivors are bagged.</source>
        <translation>Остановка достигнута: фишки оставшихся упакованы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="142"/>
        <source>Stop reached: bag the survivors.</source>
        <translation>Остановка достигнута: упакуйте фишки оставшихся.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="145"/>
        <source>Still playing: the stop is not reached yet.</source>
        <translation>Игра идёт: остановка ещё не достигнута.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="167"/>
        <source>Table {0} seat {1}</source>
        <translation>Стол {0}, место {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="200"/>
        <source>%n of {0} player(s) counted, {1} chips</source>
        <translation>
            <numerusform>посчитан %n из {0} игроков, фишек {1}</numerusform>
            <numerusform>посчитано %n из {0} игроков, фишек {1}</numerusform>
            <numerusform>посчитано %n из {0} игроков, фишек {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="206"/>
        <source>Chips in play {0} · bagged {1} · difference {2}</source>
        <translation>Фишек в игре {0} · упаковано {1} · разница {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="212"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} paid</source>
        <translation>Весь турнир: входов {0} · призовой фонд {1} · оплачивается {2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="214"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n место</numerusform>
            <numerusform>%n места</numerusform>
            <numerusform>%n мест</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="216"/>
        <source>Day {0}</source>
        <translation>День {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="219"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>День 2: игроков {0} · фишек {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="224"/>
        <source>%n flight(s) still to bag</source>
        <translation>
            <numerusform>%n флайт ещё не упакован</numerusform>
            <numerusform>%n флайта ещё не упакованы</numerusform>
            <numerusform>%n флайтов ещё не упакованы</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="225"/>
        <source>Every flight is bagged: build Day 2.</source>
        <translation>Все флайты упакованы: соберите день 2.</translation>
    </message>
</context>
<context>
    <name>GamesTable</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>final</source>
        <translation>итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>waiting</source>
        <translation>ждём</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="64"/>
        <source>STOP: admin decides</source>
        <translation>СТОП: решает админ</translation>
    </message>
</context>
<context>
    <name>HandDoneDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="72"/>
        <source>Table {0}: hand done</source>
        <translation>Стол {0}: раздача окончена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="74"/>
        <source>Tick the players out in this hand (Space), with the stack each started the hand with; none ticked: nobody is out.</source>
        <translation>Отметьте выбывших в этой раздаче (пробел) и стек каждого в начале раздачи; никто не отмечен — никто не выбыл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="81"/>
        <source>{0} (seat {1})</source>
        <translation>{0} (место {1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="99"/>
        <source>Envelope drawn for {0}</source>
        <translation>Конверт, вытянутый за {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="145"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>Выбил: отметьте, кто выбил {0}; турнир платит баунти.</translation>
    </message>
</context>
<context>
    <name>HandForHandPanel</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="172"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Следующая раздача</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="173"/>
        <source>Deal the next hand at every table (Ctrl+Shift+N)</source>
        <translation>Раздать следующую раздачу за всеми столами (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="175"/>
        <source>Hand &amp;done…</source>
        <translation>Раздача &amp;окончена…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="176"/>
        <source>The chosen table has finished the hand: report its busts (Ctrl+Shift+D)</source>
        <translation>Выбранный стол закончил раздачу: сообщите выбывших (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="232"/>
        <source>&amp;Hand for hand</source>
        <translation>&amp;Рука за рукой</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="233"/>
        <source>Play one hand at a time at every table (HFH-1, Ctrl+H)</source>
        <translation>Играть по одной раздаче за всеми столами одновременно (HFH-1, Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="235"/>
        <source>Hand for hand: off</source>
        <translation>Рука за рукой: выкл.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="237"/>
        <source>%n player(s) from the money: start hand for hand (HFH-1).</source>
        <translation>
            <numerusform>%n игрок до денег: начните «рука за рукой» (HFH-1).</numerusform>
            <numerusform>%n игрока до денег: начните «рука за рукой» (HFH-1).</numerusform>
            <numerusform>%n игроков до денег: начните «рука за рукой» (HFH-1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="241"/>
        <source>&amp;End hand for hand</source>
        <translation>&amp;Завершить «рука за рукой»</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="242"/>
        <source>Back to normal play (Ctrl+H)</source>
        <translation>Вернуться к обычной игре (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="244"/>
        <source>HAND FOR HAND · hand {0} · still playing: {1}</source>
        <translation>РУКА ЗА РУКОЙ · раздача {0} · ещё играют: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="247"/>
        <source>HAND FOR HAND · between hands ({0} dealt): the clock stands</source>
        <translation>РУКА ЗА РУКОЙ · между раздачами (сдано {0}): часы стоят</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="259"/>
        <source>Table {0}: playing</source>
        <translation>Стол {0}: играет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="261"/>
        <source>nobody out</source>
        <translation>никто не выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="262"/>
        <source>Table {0}: done ({1})</source>
        <translation>Стол {0}: окончено ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="264"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
</context>
<context>
    <name>HostBanner</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_banner.py" line="28"/>
        <source>Lost the host at {0} — showing the last state, read-only; reconnecting…</source>
        <translation>Связь с сервером {0} потеряна — показано последнее состояние, только чтение; переподключение…</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="51"/>
        <source>Host this event on the venue network</source>
        <translation>Сервер площадки: этот турнир для сети</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="53"/>
        <source>This laptop becomes the venue&apos;s host: the store moves into tdesk&apos;s own database server, and the other laptops join it with the code below (File › Join an event on the venue network). Keep this laptop on and tdesk open all night.</source>
        <translation>Этот ноутбук станет сервером площадки: хранилище переносится в собственный сервер базы данных tdesk, а другие ноутбуки подключаются к нему по коду ниже (Файл › Подключиться к турниру в сети площадки). Не выключайте этот ноутбук и не закрывайте tdesk весь вечер.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="60"/>
        <source>&amp;Network:</source>
        <translation>&amp;Сеть:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="68"/>
        <source>Address:</source>
        <translation>Адрес:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="69"/>
        <source>Join code:</source>
        <translation>Код подключения:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="107"/>
        <source>Every network of this laptop</source>
        <translation>Все сети этого ноутбука</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="110"/>
        <source>This laptop only (test)</source>
        <translation>Только этот ноутбук (проверка)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="130"/>
        <source>This window&apos;s store is already on a database server ({0}): open the event&apos;s own file to host it.</source>
        <translation>Хранилище этого окна уже находится на сервере базы данных ({0}): откройте файл турнира, чтобы раздать его.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="136"/>
        <source>Starting the venue server…</source>
        <translation>Запуск сервера площадки…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="157"/>
        <source>Stop hosting: save the night to a file</source>
        <translation>Остановить сервер: сохранить вечер в файл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="158"/>
        <source>tdesk stores (*.db)</source>
        <translation>Хранилища tdesk (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Stop hosting…</source>
        <translation>&amp;Остановить сервер…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Start hosting</source>
        <translation>&amp;Запустить сервер</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="197"/>
        <source>Not hosting. Start to share this store&apos;s events with the other laptops on the venue network.</source>
        <translation>Сервер не запущен. Запустите его, чтобы открыть турниры этого хранилища другим ноутбукам в сети площадки.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="208"/>
        <source>Hosting. %n row(s) of the store moved into the venue database. On each other laptop: File › Join an event on the venue network, then type this code (or scan it).</source>
        <translation>
            <numerusform>Сервер работает. %n строка хранилища перенесена в базу площадки. На каждом другом ноутбуке: Файл › Подключиться к турниру в сети площадки, затем введите этот код (или отсканируйте его).</numerusform>
            <numerusform>Сервер работает. %n строки хранилища перенесены в базу площадки. На каждом другом ноутбуке: Файл › Подключиться к турниру в сети площадки, затем введите этот код (или отсканируйте его).</numerusform>
            <numerusform>Сервер работает. %n строк хранилища перенесено в базу площадки. На каждом другом ноутбуке: Файл › Подключиться к турниру в сети площадки, затем введите этот код (или отсканируйте его).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="212"/>
        <source>Hosting the venue database as the last night left it (this laptop&apos;s file was not moved in). On each other laptop: File › Join an event on the venue network, then type this code.</source>
        <translation>Сервер раздаёт базу площадки в том виде, в каком её оставил прошлый запуск (файл этого ноутбука не переносился). На каждом другом ноутбуке: Файл › Подключиться к турниру в сети площадки, затем введите этот код.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="228"/>
        <source>Standby copy attached at {0}:{1}, {2} s and {3} behind: every action waits until it is on both laptops.</source>
        <translation>Резервная копия подключена на {0}:{1}, отставание {2} с и {3}: каждое действие ждёт, пока оно не окажется на обоих ноутбуках.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="235"/>
        <source>The standby copy at {0}:{1} is lost: actions are on this laptop only until a standby attaches again (File › Keep a standby copy… on the second laptop).</source>
        <translation>Резервная копия на {0}:{1} потеряна: действия хранятся только на этом ноутбуке, пока снова не подключится резервная копия (Файл › Держать резервную копию… на втором ноутбуке).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="241"/>
        <source>No standby copy attached. A second laptop can keep a live copy of this night: File › Keep a standby copy… there.</source>
        <translation>Резервная копия не подключена. Второй ноутбук может держать живую копию этого вечера: Файл › Держать резервную копию… на нём.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="60"/>
        <source>Detect</source>
        <translation>Определить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="61"/>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="62"/>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 с BOM</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="63"/>
        <source>UTF-16 (spreadsheet Unicode text)</source>
        <translation>UTF-16 (текст Юникод из таблицы)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="64"/>
        <source>Windows-1252 / Latin-1 (Western European)</source>
        <translation>Windows-1252 / Latin-1 (западноевропейская)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="65"/>
        <source>Mac Roman (Western European, older Macs)</source>
        <translation>Mac Roman (западноевропейская, старые Mac)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="66"/>
        <source>CP850 (Western European, DOS)</source>
        <translation>CP850 (западноевропейская, DOS)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="67"/>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (кириллица)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="68"/>
        <source>KOI8-R (Cyrillic)</source>
        <translation>KOI8-R (кириллица)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="69"/>
        <source>CP866 (Cyrillic, DOS)</source>
        <translation>CP866 (кириллица, DOS)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>ISO-8859-5 (Cyrillic)</source>
        <translation>ISO-8859-5 (кириллица)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="71"/>
        <source>Mac Cyrillic (older Macs)</source>
        <translation>Mac Cyrillic (кириллица, старые Mac)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="72"/>
        <source>GBK / GB18030 (Chinese, simplified)</source>
        <translation>GBK / GB18030 (китайский, упрощённый)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="73"/>
        <source>Big5 (Chinese, traditional)</source>
        <translation>Big5 (китайский, традиционный)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="74"/>
        <source>Shift-JIS / Windows-932 (Japanese)</source>
        <translation>Shift-JIS / Windows-932 (японская)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="75"/>
        <source>EUC-KR (Korean)</source>
        <translation>EUC-KR (корейский)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="98"/>
        <source>Import players — {0}</source>
        <translation>Импорт игроков — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="144"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="320"/>
        <source>&amp;Import</source>
        <translation>&amp;Импорт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="148"/>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="155"/>
        <source>&amp;Encoding:</source>
        <translation>&amp;Кодировка:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="177"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Не удаётся прочитать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="189"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="190"/>
        <source>Reading {0}…</source>
        <translation>Чтение {0}…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="215"/>
        <source>Read as {0}, as chosen.</source>
        <translation>Прочитано как {0}, как выбрано.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="217"/>
        <source>Read as {0}: detected, {1} % sure.</source>
        <translation>Прочитано как {0}: определено автоматически, уверенность {1} %.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>commas</source>
        <translation>запятыми</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>semicolons</source>
        <translation>точками с запятой</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>tabs</source>
        <translation>табуляцией</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="220"/>
        <source>vertical bars</source>
        <translation>вертикальными чертами</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="222"/>
        <source>Values separated by {0}.</source>
        <translation>Значения разделены {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="242"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the file also reads as {0}. Check the names below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;Кодировка определена неуверенно:&lt;/b&gt; файл читается и как {0}. Проверьте имена ниже перед импортом; если они выглядят неправильно, выберите кодировку выше.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="245"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the names read clearly in no encoding tdesk knows. Check them below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;Кодировка определена неуверенно:&lt;/b&gt; ни в одной известной tdesk кодировке имена не читаются ясно. Проверьте их ниже перед импортом; если они выглядят неправильно, выберите кодировку выше.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="255"/>
        <source>The names read right: import them as {0}</source>
        <translation>Имена читаются правильно: импортировать как {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Games</source>
        <translation>Игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Person</source>
        <translation>Человек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="268"/>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="294"/>
        <source>The table shows {0} of the {1} rows, every refused row among them.</source>
        <translation>В таблице {0} из {1} строк, среди них все отклонённые.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="300"/>
        <source>&lt;b&gt;The file cannot be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Файл нельзя импортировать:&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="303"/>
        <source>%n player(s) ready to import</source>
        <translation>
            <numerusform>%n игрок готов к импорту</numerusform>
            <numerusform>%n игрока готовы к импорту</numerusform>
            <numerusform>%n игроков готовы к импорту</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="304"/>
        <source>(read as {0}).</source>
        <translation>(прочитано как {0}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="308"/>
        <source>&lt;b&gt;%n row(s) refused&lt;/b&gt; (red); nothing is imported until the file is fixed, or you leave them out below:</source>
        <translation>
            <numerusform>&lt;b&gt;%n строка отклонена&lt;/b&gt; (красным); ничего не будет импортировано, пока файл не исправлен или пока вы не исключите её ниже:</numerusform>
            <numerusform>&lt;b&gt;%n строки отклонены&lt;/b&gt; (красным); ничего не будет импортировано, пока файл не исправлен или пока вы не исключите их ниже:</numerusform>
            <numerusform>&lt;b&gt;%n строк отклонено&lt;/b&gt; (красным); ничего не будет импортировано, пока файл не исправлен или пока вы не исключите их ниже:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="312"/>
        <source>&lt;b&gt;No row can be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Ни одну строку нельзя импортировать:&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="315"/>
        <source>Import the %n accepted player(s)</source>
        <translation>
            <numerusform>Импортировать %n принятого игрока</numerusform>
            <numerusform>Импортировать %n принятых игроков</numerusform>
            <numerusform>Импортировать %n принятых игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="316"/>
        <source>and leave out the %n refused row(s)</source>
        <translation>
            <numerusform>и пропустить %n отклонённую строку</numerusform>
            <numerusform>и пропустить %n отклонённые строки</numerusform>
            <numerusform>и пропустить %n отклонённых строк</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="319"/>
        <source>&amp;Import %n player(s)</source>
        <translation>
            <numerusform>&amp;Импортировать %n игрока</numerusform>
            <numerusform>&amp;Импортировать %n игроков</numerusform>
            <numerusform>&amp;Импортировать %n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="342"/>
        <source>&lt;b&gt;%n row(s) may be people already in the player database&lt;/b&gt; (amber): choose the person or New person in the Person column.</source>
        <translation>
            <numerusform>&lt;b&gt;%n строка может быть человеком, уже записанным в базе игроков&lt;/b&gt; (жёлтым): выберите человека или «Новый человек» в столбце «Человек».</numerusform>
            <numerusform>&lt;b&gt;%n строки могут быть людьми, уже записанными в базе игроков&lt;/b&gt; (жёлтым): выберите человека или «Новый человек» в столбце «Человек».</numerusform>
            <numerusform>&lt;b&gt;%n строк могут быть людьми, уже записанными в базе игроков&lt;/b&gt; (жёлтым): выберите человека или «Новый человек» в столбце «Человек».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="344"/>
        <source>Lines: {0}</source>
        <translation>Строки: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="347"/>
        <source>&lt;b&gt;{0} is chosen for lines {1}:&lt;/b&gt; one person plays an event once.</source>
        <translation>&lt;b&gt;{0} выбран для строк {1}:&lt;/b&gt; один человек играет в турнире один раз.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="353"/>
        <source>Take the single person for each other spelling (%n row(s))</source>
        <translation>
            <numerusform>Взять единственного человека для каждого другого написания (%n строка)</numerusform>
            <numerusform>Взять единственного человека для каждого другого написания (%n строки)</numerusform>
            <numerusform>Взять единственного человека для каждого другого написания (%n строк)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="357"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="429"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>Вернувшиеся: {0}; новые: {1}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="361"/>
        <source>%n returning person(s) keep their own rating over the file&apos;s (see the Person column&apos;s tooltip).</source>
        <translation>
            <numerusform>%n вернувшийся человек сохраняет свой рейтинг вместо рейтинга из файла (см. подсказку столбца «Человек»).</numerusform>
            <numerusform>%n вернувшихся человека сохраняют свой рейтинг вместо рейтинга из файла (см. подсказку столбца «Человек»).</numerusform>
            <numerusform>%n вернувшихся человек сохраняют свой рейтинг вместо рейтинга из файла (см. подсказку столбца «Человек»).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="387"/>
        <source>Importing %n player(s)…</source>
        <translation>
            <numerusform>Импорт %n игрока…</numerusform>
            <numerusform>Импорт %n игроков…</numerusform>
            <numerusform>Импорт %n игроков…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="424"/>
        <source>%n player(s) imported.</source>
        <translation>
            <numerusform>Импортирован %n игрок.</numerusform>
            <numerusform>Импортировано %n игрока.</numerusform>
            <numerusform>Импортировано %n игроков.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="426"/>
        <source>%n refused row(s) left out.</source>
        <translation>
            <numerusform>Пропущена %n отклонённая строка.</numerusform>
            <numerusform>Пропущено %n отклонённые строки.</numerusform>
            <numerusform>Пропущено %n отклонённых строк.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="450"/>
        <source>&lt;b&gt;Import cancelled:&lt;/b&gt; nothing was saved.</source>
        <translation>&lt;b&gt;Импорт отменён:&lt;/b&gt; ничего не сохранено.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="47"/>
        <source>Join an event on the venue network</source>
        <translation>Подключиться к турниру в сети площадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="49"/>
        <source>Pick the host below, or type its address where it is not listed (some networks block the announcement), then type the join code the host shows.</source>
        <translation>Выберите сервер ниже или введите его адрес, если его нет в списке (некоторые сети блокируют объявления), затем введите код подключения, который показывает сервер.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="59"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>напр. 192.168.1.20 (пусто: из кода)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="62"/>
        <source>e.g. 37U6-WUV3-WMV7-9DJY-8SQ</source>
        <translation>напр. 37U6-WUV3-WMV7-9DJY-8SQ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="66"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="67"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Код подключения:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>&amp;Подключиться</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="78"/>
        <source>Hosts on this network:</source>
        <translation>Серверы в этой сети:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="109"/>
        <source>{0} — {1}:{2} (tdesk {3})</source>
        <translation>{0} — {1}:{2} (tdesk {3})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="115"/>
        <source>No host heard yet: the list fills as hosts answer; type the address if yours never shows.</source>
        <translation>Пока ни один сервер не ответил: список заполняется по мере ответов; если ваш так и не появится, введите адрес.</translation>
    </message>
</context>
<context>
    <name>JudgeCallDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="71"/>
        <source>Judge call — round %1</source>
        <translation>Вызов судьи — тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="78"/>
        <source>What the judge ruled</source>
        <translation>Решение судьи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="80"/>
        <source>Issue &amp;penalty…</source>
        <translation>&amp;Наказание…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="83"/>
        <source>No penalty</source>
        <translation>Без наказания</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="91"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="92"/>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="93"/>
        <source>Extra time for this table, given with the call</source>
        <translation>Дополнительное время этому столу, вместе с вызовом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="96"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="97"/>
        <source>&amp;Judge</source>
        <translation>Су&amp;дья</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="98"/>
        <source>&amp;Ruling</source>
        <translation>&amp;Решение</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="99"/>
        <source>Penalty</source>
        <translation>Наказание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="100"/>
        <source>E&amp;xtra time</source>
        <translation>Доп. &amp;время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call: %1</source>
        <translation>Вызов судьи: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call</source>
        <translation>Вызов судьи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="139"/>
        <source>Penalty #%1 linked</source>
        <translation>Наказание №%1 привязано</translation>
    </message>
</context>
<context>
    <name>JudgeCallsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="234"/>
        <source>&amp;Judge call… (Ctrl+J)</source>
        <translation>Вызов &amp;судьи… (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="237"/>
        <source>E&amp;xtra time… (Ctrl+T)</source>
        <translation>Доп. &amp;время… (Ctrl+T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="246"/>
        <source>Judge calls and extra time:</source>
        <translation>Вызовы судьи и дополнительное время:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="292"/>
        <source>%1  Table %2 — judge call, %3: %4</source>
        <translation>%1  Стол %2 — вызов судьи, %3: %4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="296"/>
        <source>(penalty #%1)</source>
        <translation>(наказание №%1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="300"/>
        <source>%1  Table %2 — +%3 min, %4: %5</source>
        <translation>%1  Стол %2 — +%3 мин, %4: %5</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="327"/>
        <source>Table %1: +%2 min</source>
        <translation>Стол %1: +%2 мин</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="63"/>
        <source>Late entry</source>
        <translation>Поздняя регистрация</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="70"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="71"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>Садится за самый короткий стол на случайное свободное место (TDA-S1).</translation>
    </message>
</context>
<context>
    <name>LeagueBoard</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="102"/>
        <source>Schedule</source>
        <translation>Расписание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="144"/>
        <source>Games: heads-up, starting stack {0}, blinds up every {2} minutes from {3} (HU-B1), no ante. {1} lives a player.</source>
        <translation>Игры: хедз-ап, стартовый стек {0}, блайнды растут каждые {2} мин. с {3} (HU-B1), без анте. У каждого {1} жизни.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="150"/>
        <source>{0}: no round paired yet</source>
        <translation>{0}: туры ещё не составлены</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="154"/>
        <source>{0} — round {1}</source>
        <translation>{0} — тур {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="156"/>
        <source>(template {0})</source>
        <translation>(шаблон {0})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="158"/>
        <source>season winner: {0}</source>
        <translation>победитель сезона: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/clock_tab.py" line="162"/>
        <source>{0}. {1} — %n game(s)</source>
        <translation>
            <numerusform>{0}. {1} — %n игра</numerusform>
            <numerusform>{0}. {1} — %n игры</numerusform>
            <numerusform>{0}. {1} — %n игр</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="175"/>
        <source>No more scheduled games this round</source>
        <translation>В этом туре больше нет запланированных игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="178"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="189"/>
        <source>{0} – {1}: conflict, the admins decide</source>
        <translation>{0} – {1}: конфликт, решают админы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="179"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="190"/>
        <source>{0} – {1}: waiting for reports</source>
        <translation>{0} – {1}: ждём отчётов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="182"/>
        <source>Next games: {0}</source>
        <translation>Следующие игры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="203"/>
        <source>Round ended</source>
        <translation>Тур завершён</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="207"/>
        <source>Cut-off passed</source>
        <translation>Срок тура истёк</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="208"/>
        <source>until the cut-off, {0}</source>
        <translation>до закрытия тура, {0}</translation>
    </message>
</context>
<context>
    <name>LeagueClockTab</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="289"/>
        <source>Open &amp;projector (F5)</source>
        <translation>Открыть &amp;проектор (F5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="292"/>
        <source>Edit structure… (E)</source>
        <translation>Изменить структуру… (E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="326"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="338"/>
        <source>tdesk projector</source>
        <translation>tdesk — проектор</translation>
    </message>
</context>
<context>
    <name>LeaguePrint</name>
    <message>
        <location filename="../../tdesk/print/league.py" line="48"/>
        <source>Lives</source>
        <extracomment>Short column heads for the 13 criteria, printed through translate(&quot;LeaguePrint&quot;, …).</extracomment>
        <translation>Жизни</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="49"/>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="50"/>
        <source>Won played</source>
        <translation>Побед сыграно</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="51"/>
        <source>Forfeit losses</source>
        <translation>Техн. поражения</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="52"/>
        <source>Opp. won (played)</source>
        <translation>Победы соп. (сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="53"/>
        <source>Opp. lives (played)</source>
        <translation>Жизни соп. (сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="54"/>
        <source>Opp. won (all)</source>
        <translation>Победы соп. (все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="55"/>
        <source>Opp. lives (all)</source>
        <translation>Жизни соп. (все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="56"/>
        <source>Opp. won played (played)</source>
        <translation>Сыгр. победы соп. (сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="57"/>
        <source>Opp. forfeits (played)</source>
        <translation>Техн. пор. соп. (сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="58"/>
        <source>Opp. won played (all)</source>
        <translation>Сыгр. победы соп. (все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="59"/>
        <source>Opp. forfeits (all)</source>
        <translation>Техн. пор. соп. (все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="60"/>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>final</source>
        <translation>итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>waiting</source>
        <translation>ждём</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="74"/>
        <source>stop: admins decide</source>
        <translation>стоп: решают админы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="83"/>
        <source>Slots: {0}</source>
        <translation>Слоты: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="85"/>
        <source>Cut-off: {0}</source>
        <translation>Закрытие тура: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Slot</source>
        <translation>Слот</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="96"/>
        <source>No games in this round.</source>
        <translation>В этом туре нет игр.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="102"/>
        <source>Bye (no game, no life lost): {0}</source>
        <translation>Без игры (жизнь не теряется): {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="104"/>
        <source>Slot: the earliest time both players marked good, else good and possible, else possible for both (HU-D2). Players may agree another time; report your own result: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>Слот: самое раннее время, удобное обоим; иначе удобное одному и возможное другому; иначе возможное для обоих (HU-D2). Игроки могут договориться о другом времени; внесите свой результат: 1 — выиграл, 0 — проиграл, - — не играли, + — соперник не пришёл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="116"/>
        <source>Season winner: {0}</source>
        <translation>Победитель сезона: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="127"/>
        <source>* the criterion that ranks the player below the one above (HU-K1). † no lives left. Forfeit losses (4, 10, 12): fewer is better; all other criteria: more is better.</source>
        <translation>* критерий, по которому игрок ниже предыдущего (HU-K1). † жизней не осталось. Технические поражения (4, 10, 12): меньше — лучше; остальные критерии: больше — лучше.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="186"/>
        <source>Round {0} pairings</source>
        <extracomment>Points each side of a criterion&apos;s cell: the figures are short, their heads need the room. Where a head may break: between words, and between any two Chinese characters.</extracomment>
        <translation>Пары тура {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="187"/>
        <source>Template {0}</source>
        <translation>Шаблон {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="196"/>
        <source>Ranking</source>
        <translation>Рейтинг</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/league.py" line="197"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>После %n тура</numerusform>
            <numerusform>После %n туров</numerusform>
            <numerusform>После %n туров</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueRanking</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="38"/>
        <source>Lives</source>
        <translation>Жизни</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="39"/>
        <source>Won</source>
        <translation>Побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="40"/>
        <source>Won
played</source>
        <translation>Побед
сыграно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="41"/>
        <source>Forfeit
losses</source>
        <translation>Техн.
поражения</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="42"/>
        <source>Opp. won
(played)</source>
        <translation>Победы соп.
(сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="43"/>
        <source>Opp. lives
(played)</source>
        <translation>Жизни соп.
(сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="44"/>
        <source>Opp. won
(all)</source>
        <translation>Победы соп.
(все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="45"/>
        <source>Opp. lives
(all)</source>
        <translation>Жизни соп.
(все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="46"/>
        <source>Opp. won played
(played)</source>
        <translation>Сыгр. победы соп.
(сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="47"/>
        <source>Opp. forfeits
(played)</source>
        <translation>Техн. пор. соп.
(сыгр.)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="48"/>
        <source>Opp. won played
(all)</source>
        <translation>Сыгр. победы соп.
(все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="49"/>
        <source>Opp. forfeits
(all)</source>
        <translation>Техн. пор. соп.
(все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="50"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="53"/>
        <source>Lives (more is better)</source>
        <translation>Жизни (больше — лучше)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="54"/>
        <source>Won games, played and by forfeit</source>
        <translation>Победы, сыгранные и технические</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="55"/>
        <source>Won played games</source>
        <translation>Победы в сыгранных играх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="56"/>
        <source>Forfeit losses (fewer is better)</source>
        <translation>Технические поражения (меньше — лучше)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="57"/>
        <source>Sum of won games of played opponents</source>
        <translation>Сумма побед соперников по сыгранным играм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="58"/>
        <source>Sum of lives of played opponents</source>
        <translation>Сумма жизней соперников по сыгранным играм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="59"/>
        <source>Sum of won games of all opponents</source>
        <translation>Сумма побед всех соперников</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="60"/>
        <source>Sum of lives of all opponents</source>
        <translation>Сумма жизней всех соперников</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="61"/>
        <source>Sum of won played games of played opponents</source>
        <translation>Сумма сыгранных побед соперников по сыгранным играм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="62"/>
        <source>Sum of forfeit losses of played opponents (fewer is better)</source>
        <translation>Сумма технических поражений соперников по сыгранным играм (меньше — лучше)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="63"/>
        <source>Sum of won played games of all opponents</source>
        <translation>Сумма сыгранных побед всех соперников</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="64"/>
        <source>Sum of forfeit losses of all opponents (fewer is better)</source>
        <translation>Сумма технических поражений всех соперников (меньше — лучше)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="65"/>
        <source>Seed (higher is better)</source>
        <translation>Посев (выше — лучше)</translation>
    </message>
</context>
<context>
    <name>LeagueText</name>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="36"/>
        <source>{0} — round {1}</source>
        <translation>{0} — тур {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="38"/>
        <source>(template {0})</source>
        <translation>(шаблон {0})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="41"/>
        <source>Slots:</source>
        <translation>Слоты:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="44"/>
        <source>Cut-off: {0}</source>
        <translation>Закрытие тура: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="50"/>
        <source>slot {0}: {1}</source>
        <translation>слот {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="56"/>
        <source>Bye: {0}</source>
        <translation>Без игры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="57"/>
        <source>Report your own result after the game: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>После игры внесите свой результат: 1 — выиграл, 0 — проиграл, - — не играли, + — соперник не пришёл.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>When</source>
        <translation>Когда</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Staff</source>
        <translation>Персонал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Station</source>
        <translation>Рабочее место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="144"/>
        <source>{0}
by {1} at station {2}</source>
        <translation>{0}
{1}, рабочее место {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="151"/>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="153"/>
        <source>this station</source>
        <translation>это рабочее место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="154"/>
        <source>a player&apos;s phone</source>
        <translation>телефон игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="155"/>
        <source>a floor tablet</source>
        <translation>планшет зала</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="194"/>
        <source>&amp;Undo this action…</source>
        <translation>&amp;Отменить это действие…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="197"/>
        <source>Undo the selected action, even one done at another station (asks first). Ctrl+Z undoes only this station&apos;s own actions.</source>
        <translation>Отменить выбранное действие, даже сделанное на другом рабочем месте (с вопросом). Ctrl+Z отменяет только действия этого рабочего места.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="200"/>
        <source>Undo this action…</source>
        <translation>Отменить это действие…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/log_tab.py" line="251"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n действие</numerusform>
            <numerusform>%n действия</numerusform>
            <numerusform>%n действий</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="281"/>
        <source>someone</source>
        <translation>кто-то</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="282"/>
        <source>this station</source>
        <translation>это рабочее место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="283"/>
        <source>a player&apos;s phone</source>
        <translation>телефон игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="284"/>
        <source>a floor tablet</source>
        <translation>планшет зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="285"/>
        <source>station {0}</source>
        <translation>рабочее место {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="287"/>
        <source>Undo “{0}”, done by {1} at {2} ({3})?

Everything it changed is put back as it was; if later actions changed the same rows, nothing is undone and you are told.</source>
        <translation>Отменить «{0}» — сделал(а) {1}, {2} ({3})?

Всё, что это действие изменило, вернётся как было; если более поздние действия меняли те же записи, ничего не отменится и вы увидите сообщение.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="290"/>
        <source>Undo this action</source>
        <translation>Отменить действие</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="291"/>
        <source>Undo it</source>
        <translation>Отменить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="298"/>
        <source>Undone: {0}</source>
        <translation>Отменено: {0}</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="54"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="69"/>
        <source>Event shown in every tab (Ctrl+K)</source>
        <translation>Турнир, показываемый во всех вкладках (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="71"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="74"/>
        <source>&amp;Event:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="87"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Турниров пока нет&lt;/h2&gt;&lt;p&gt;Создайте турнир через &lt;b&gt;Файл › Новый турнир…&lt;/b&gt; (Ctrl+N) или запустите &lt;code&gt;tdesk demo&lt;/code&gt;, чтобы посмотреть демонстрационную базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="144"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="145"/>
        <source>&amp;New event…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="146"/>
        <source>&amp;Edit event…</source>
        <translation>&amp;Изменить турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="148"/>
        <source>&amp;Delete event…</source>
        <translation>&amp;Удалить турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="150"/>
        <source>Switch &amp;event</source>
        <translation>&amp;Сменить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="152"/>
        <source>&amp;Open store…</source>
        <translation>&amp;Открыть базу…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="153"/>
        <source>&amp;Back up store…</source>
        <translation>&amp;Резервная копия базы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="155"/>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Восстановить из резервной копии…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="158"/>
        <source>&amp;Import players…</source>
        <translation>И&amp;мпорт игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="160"/>
        <source>E&amp;xport players…</source>
        <translation>&amp;Экспорт игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="162"/>
        <source>Player &amp;database…</source>
        <translation>&amp;База игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="165"/>
        <source>&amp;Walk-in…</source>
        <translation>&amp;Новый игрок у кассы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="169"/>
        <source>Export ra&amp;ting list…</source>
        <translation>Экспорт для &amp;рейтинга…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="172"/>
        <source>&amp;Series…</source>
        <translation>&amp;Серии…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="173"/>
        <source>&amp;Print</source>
        <translation>&amp;Печать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="174"/>
        <source>Player &amp;screens…</source>
        <translation>Экраны для &amp;игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="176"/>
        <source>&amp;Host this event on the venue network…</source>
        <translation>&amp;Сервер площадки: открыть этот турнир для сети…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="178"/>
        <source>&amp;Join an event on the venue network…</source>
        <translation>&amp;Подключиться к турниру в сети площадки…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="180"/>
        <source>Keep a standb&amp;y copy…</source>
        <translation>Держать &amp;резервную копию…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="182"/>
        <source>Sta&amp;ff…</source>
        <translation>&amp;Персонал…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="185"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="187"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="188"/>
        <location filename="../../tdesk/ui/main_window.py" line="525"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="190"/>
        <location filename="../../tdesk/ui/main_window.py" line="528"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="193"/>
        <source>Floor &amp;staff name…</source>
        <translation>&amp;Имя флор-менеджера…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="195"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="196"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="198"/>
        <source>&amp;About tdesk</source>
        <translation>&amp;О программе tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="156"/>
        <location filename="../../tdesk/ui/main_window.py" line="275"/>
        <source>tdesk — {0}</source>
        <translation>tdesk — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="367"/>
        <source>This tab could not be opened; the other tabs work and what was saved is safe.

{0}</source>
        <translation>Эту вкладку не удалось открыть; остальные вкладки работают, сохранённое в безопасности.

{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="409"/>
        <source>Delete the event “{0}” with its {1} players and everything recorded for it?

Edit › Undo can bring it back.</source>
        <translation>Удалить турнир «{0}» вместе с игроками ({1}) и всем, что для него записано?

Правка › Отменить может его вернуть.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="411"/>
        <location filename="../../tdesk/ui/main_window.py" line="412"/>
        <source>Delete event</source>
        <translation>Удалить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="420"/>
        <source>Open store</source>
        <translation>Открыть базу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="421"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>Базы tdesk (*.db *.sqlite);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="439"/>
        <source>The store {0} is on a network file system ({1}). SQLite&apos;s locking does not hold there: two computers, or two programs, writing to it can damage it.

Keep the store on this computer&apos;s own disk (File › Back up store, then open the copy), or use PostgreSQL for several stations.</source>
        <translation>База {0} находится в сетевой файловой системе ({1}). Блокировки SQLite там не работают: если в неё пишут два компьютера или две программы, она может быть повреждена.

Держите базу на собственном диске этого компьютера (Файл › Резервная копия базы, затем откройте копию) или используйте PostgreSQL для нескольких рабочих мест.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="443"/>
        <source>Store on a network drive</source>
        <translation>База на сетевом диске</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="452"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced the store file {0} while tdesk had it open.

tdesk saves nothing more to it: open the store again (File › Open store…). Close that program while tdesk runs.</source>
        <translation>Другая программа (просмотрщик баз данных, скрипт резервного копирования или оболочка sqlite3) удалила или заменила файл базы {0}, пока он был открыт в tdesk.

tdesk больше ничего в него не сохраняет: откройте базу заново (Файл › Открыть базу…). Закройте ту программу, пока работает tdesk.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="458"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced {0} while tdesk had the store open.

tdesk opened the store&apos;s files again: everything it reported as saved is in the store. An action refused just now was not saved; do it again.

Close that program while tdesk runs, and make copies with File › Back up store….</source>
        <translation>Другая программа (просмотрщик баз данных, скрипт резервного копирования или оболочка sqlite3) удалила или заменила {0}, пока база была открыта в tdesk.

tdesk заново открыл файлы базы: всё, о сохранении чего он сообщил, есть в базе. Действие, отклонённое только что, не сохранено; выполните его ещё раз.

Закройте ту программу, пока работает tdesk, а копии делайте через Файл › Резервная копия базы….</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="465"/>
        <source>Another program on the store</source>
        <translation>Другая программа изменила файлы базы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>Back up store</source>
        <translation>Резервная копия базы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="485"/>
        <source>Backup written to {0}</source>
        <translation>Резервная копия записана в {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="506"/>
        <source>Automatic backup failed: {0}</source>
        <translation>Автоматическое резервное копирование не удалось: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="512"/>
        <source>Undone: {0}</source>
        <translation>Отменено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="518"/>
        <source>Redone: {0}</source>
        <translation>Повторено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="524"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Отменить: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="527"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Повторить: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="548"/>
        <source>Store: {0}</source>
        <translation>База: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="549"/>
        <source>(not set)</source>
        <translation>(не задано)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="550"/>
        <source>Staff: {0}</source>
        <translation>Персонал: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="551"/>
        <source>rev {0}</source>
        <translation>ред. {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="572"/>
        <source>Demo floor</source>
        <translation>Флор-менеджер (демо)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="594"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Турнирный стол для покерных MTT, Open Face Chinese, лиг хедз-ап и турниров по карточным играм по швейцарской системе.&lt;br&gt;&lt;br&gt;База: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="596"/>
        <source>About tdesk</source>
        <translation>О программе tdesk</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="332"/>
        <source>Merge into {0} (#{1})</source>
        <translation>Объединить с {0} (#{1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Events</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="339"/>
        <source>Last event</source>
        <translation>Последний турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="343"/>
        <source>&amp;Merge</source>
        <translation>&amp;Объединить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="349"/>
        <source>The duplicate&apos;s events move to {0} (#{1}, {2}); the duplicate is then gone. Undo reverses it.</source>
        <translation>Турниры дубликата переходят к {0} (#{1}, {2}); дубликат затем удаляется. Отмена возвращает всё.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="391"/>
        <source>Choose the duplicate in the list.</source>
        <translation>Выберите дубликат в списке.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="403"/>
        <source>Merge the duplicate #{0} into #{1}?</source>
        <translation>Объединить дубликат #{0} с #{1}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="405"/>
        <source>Duplicate: {0}</source>
        <translation>Дубликат: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="406"/>
        <source>Kept: {0}</source>
        <translation>Остаётся: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="407"/>
        <source>The events and ratings of #{0} move to #{1}, and #{0} is removed from the player database.</source>
        <translation>Турниры и рейтинги #{0} перейдут к #{1}, а #{0} будет удалён из базы игроков.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/dialog.py" line="434"/>
        <source>#{0} {1} ({2}); %n event(s): {3}; ratings: {4}</source>
        <translation>
            <numerusform>#{0} {1} ({2}); %n турнир: {3}; рейтинги: {4}</numerusform>
            <numerusform>#{0} {1} ({2}); %n турнира: {3}; рейтинги: {4}</numerusform>
            <numerusform>#{0} {1} ({2}); %n турниров: {3}; рейтинги: {4}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="440"/>
        <source>{0} (#{1}) was changed by another station after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>Запись {0} (#{1}) изменена другой станцией уже после запроса на объединение; ничего не объединено. Проверьте обе записи и объедините снова.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="443"/>
        <source>{0} (#{1}) was changed by {2} at {3} after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>{2} изменил(а) запись {0} (#{1}) в {3}, уже после запроса на объединение; ничего не объединено. Проверьте обе записи и объедините снова.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge people</source>
        <translation>Объединение людей</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge</source>
        <translation>Объединить</translation>
    </message>
</context>
<context>
    <name>MoneySummary</name>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="45"/>
        <source>%n to the money</source>
        <translation>
            <numerusform>%n до призовых</numerusform>
            <numerusform>%n до призовых</numerusform>
            <numerusform>%n до призовых</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="47"/>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>#{0}: {1}</source>
        <translation>№{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>PLAYERS</source>
        <translation>ИГРОКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="56"/>
        <source>AVG STACK</source>
        <translation>СРЕДНИЙ СТЕК</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="57"/>
        <source>PRIZE POOL</source>
        <translation>ПРИЗОВОЙ ФОНД</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="58"/>
        <source>PLACES PAID</source>
        <translation>ПРИЗОВЫХ МЕСТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>NEXT PAY JUMP</source>
        <translation>СЛЕДУЮЩАЯ ВЫПЛАТА</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="71"/>
        <source>Prize pool {0}</source>
        <translation>Призовой фонд {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="72"/>
        <source>%n place(s) paid</source>
        <translation>
            <numerusform>%n призовое место</numerusform>
            <numerusform>%n призовых места</numerusform>
            <numerusform>%n призовых мест</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="76"/>
        <source>Next pay jump {0}</source>
        <translation>Следующая выплата {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="77"/>
        <source>{0} of {1} left</source>
        <translation>Осталось {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="79"/>
        <source>Average stack {0}</source>
        <translation>Средний стек {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="81"/>
        <source>Chip leader {0} ({1})</source>
        <translation>Чип-лидер {0} ({1})</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="72"/>
        <source>&amp;Payments</source>
        <translation>&amp;Платежи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="73"/>
        <source>Pa&amp;youts</source>
        <translation>&amp;Выплаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="74"/>
        <source>&amp;Chip counts</source>
        <translation>Подсчёт &amp;фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="75"/>
        <source>&amp;Deal</source>
        <translation>&amp;Сделка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="76"/>
        <source>&amp;Results</source>
        <translation>&amp;Результаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="77"/>
        <source>&amp;Flights</source>
        <translation>&amp;Флайты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="78"/>
        <source>B&amp;ounties</source>
        <translation>&amp;Баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="89"/>
        <source>Set the bounty &amp;format…</source>
        <translation>Задать &amp;формат баунти…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="141"/>
        <source>Prize pool {0} · {1} of {2} left · {3} paid</source>
        <translation>Призовой фонд {0} · осталось {1} из {2} · платится {3}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/tab.py" line="143"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n место</numerusform>
            <numerusform>%n места</numerusform>
            <numerusform>%n мест</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="145"/>
        <source>overlay {0}</source>
        <translation>оверлей {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="147"/>
        <source>registration closed</source>
        <translation>регистрация закрыта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="159"/>
        <source>The entries took {0} in bounty parts but the event has no bounty format: busts wait until it is set, so each bounty is paid to whoever wins it.</source>
        <translation>С взносов взято {0} на баунти, но у турнира нет формата баунти: вылеты ждут, пока он не задан, чтобы каждый баунти получил тот, кто его выиграл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="190"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s — open it.</source>
        <translation>Флайты ничего не выплачивают: призы — турнира {0}, откройте его.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="191"/>
        <source>&amp;Open {0}</source>
        <translation>&amp;Открыть {0}</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="140"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>Финальный стол на пятерых: баттон не получает карт (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="151"/>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="152"/>
        <source>Dealt &amp;out:</source>
        <translation>&amp;Без карт:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="153"/>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="180"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>Очистить карты (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="183"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>Отменить ввод (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="38"/>
        <source>Correction of hand %1</source>
        <translation>Исправление раздачи %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="39"/>
        <source>Refused:</source>
        <translation>Отклонено:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="40"/>
        <source>No card changed yet: correct the cards, then apply.</source>
        <translation>Ни одна карта пока не изменена: исправьте карты, затем примените.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Stack now</source>
        <translation>Стек сейчас</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Correction</source>
        <translation>Исправление</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Stack after</source>
        <translation>Стек после</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="43"/>
        <source>No stack changes.</source>
        <translation>Стеки не меняются.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="44"/>
        <source>Later hands settled again with the corrected stacks (OFC-S3): %1</source>
        <translation>Более поздние раздачи пересчитаны с исправленными стеками (OFC-S3): %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="46"/>
        <source>Hand %1 corrected, with the stacks it began with</source>
        <translation>Исправленная раздача %1 со стеками, с которыми она началась</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="91"/>
        <source>Correct… (Ctrl+Shift+R)</source>
        <translation>Исправить… (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="93"/>
        <source>Correct the cards of the hand picked in the history: the difference is posted as one action</source>
        <translation>Исправить карты раздачи, выбранной в истории: разница проводится одним действием</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="123"/>
        <source>Only the cards are corrected here: the players, their order, the penalty marks and the level stay as the hand stored them. Put a penalty right in the penalty log, the rest by undoing back to the hand.</source>
        <translation>Здесь исправляются только карты: игроки, их порядок, отметки о штрафах и уровень остаются такими, как записаны в раздаче. Штраф исправляется в журнале штрафов, остальное — отменой действий до этой раздачи.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="148"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="206"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>Применить к турниру (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="151"/>
        <source>Apply correction (Ctrl+Return)</source>
        <translation>Применить исправление (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="154"/>
        <source>Correcting hand %1: change its cards, then apply. Ctrl+L leaves it as it was.</source>
        <translation>Исправление раздачи %1: измените карты, затем примените. Ctrl+L оставляет её как было.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="163"/>
        <source>Nothing to apply yet: %1</source>
        <translation>Пока нечего применять: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="164"/>
        <source>complete the hand&apos;s cards.</source>
        <translation>заполните карты раздачи.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="177"/>
        <source>Hand %1 corrected: Edit › Undo (Ctrl+Z) takes it back.</source>
        <translation>Раздача %1 исправлена: Правка › Отменить (Ctrl+Z) вернёт как было.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="216"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>Открыть снова (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="220"/>
        <source>&amp;History:</source>
        <translation>&amp;История:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="297"/>
        <source>Royalties: %1</source>
        <translation>Роялти: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="355"/>
        <source>— nobody —</source>
        <translation>— никто —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="364"/>
        <source>Choose players by hand</source>
        <translation>Выбрать игроков вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="367"/>
        <source>Table %1 (%2 players)</source>
        <translation>Стол %1 (игроков: %2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="368"/>
        <source>Table %1 (%2 players), button %3</source>
        <translation>Стол %1 (игроков: %2), баттон %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="20"/>
        <source>%1 has won the event: no more hands.</source>
        <translation>%1 выиграл(а) турнир: раздач больше нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="22"/>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: стол %2 место %3 → стол %4 место %5</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="29"/>
        <source>Table %1 cannot deal with %2 players (OFC-T1): make the pending moves in the Seating tab.</source>
        <translation>За столом %1 нельзя раздавать при %2 игроках (OFC-T1): выполните ожидающие пересадки на вкладке «Рассадка».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="33"/>
        <source>Table %1 has one player, %2: move them. The calculator waits for the pending moves (Seating tab): %3</source>
        <translation>За столом %1 остался один игрок, %2: пересадите его. Калькулятор ждёт ожидающих пересадок (вкладка «Рассадка»): %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="37"/>
        <source>Table %1 has one player, %2: set the button at table(s) %3 in the Seating tab, so the balancing moves can be made.</source>
        <translation>За столом %1 остался один игрок, %2: укажите баттон за столом(ами) %3 на вкладке «Рассадка», чтобы можно было выполнить пересадки для балансировки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="41"/>
        <source>Table %1 has one player, %2: move them (Seating tab).</source>
        <translation>За столом %1 остался один игрок, %2: пересадите его (вкладка «Рассадка»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="68"/>
        <source> · table %1</source>
        <translation> · стол %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="69"/>
        <source> · not applied</source>
        <translation> · не применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="70"/>
        <source> · corrected</source>
        <translation> · исправлена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="415"/>
        <source>Click a row, then cards below</source>
        <translation>Щёлкните ряд, затем карты ниже</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="418"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="532"/>
        <source>board %1</source>
        <translation>доска %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="419"/>
        <source>Cards go to: %1, %2</source>
        <translation>Карты идут: %1, %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="480"/>
        <source>%1 chips a point</source>
        <translation>%1 фишек за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="487"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="563"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>Выберите турнир по OFC, чтобы пользоваться калькулятором.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="497"/>
        <source>Pick at least two players (first position first).</source>
        <translation>Выберите хотя бы двух игроков (начиная с первой позиции).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="501"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>На двух досках: %1 — сначала исправьте карты.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="505"/>
        <source>Waiting for cards — %1</source>
        <translation>Ожидание карт — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="545"/>
        <source>applied</source>
        <translation>применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="546"/>
        <source>tutorial, not applied</source>
        <translation>обучение, не применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="547"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>Показана сохранённая раздача %1 (%2) со стеками на её начало. Измените карту или очистите, чтобы начать новую раздачу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="560"/>
        <source>A stored hand is shown: change a card or Clear to start a new hand.</source>
        <translation>Показана сохранённая раздача: измените карту или нажмите «Очистить», чтобы начать новую.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="22"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>Пары (очки, которые первый выигрывает у второго)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="23"/>
        <source>Net</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="24"/>
        <source>chips a point</source>
        <translation>фишек за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="25"/>
        <source>Settlement in position order</source>
        <translation>Расчёт в порядке позиций</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="26"/>
        <source>nothing owed</source>
        <translation>долга нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="27"/>
        <source>of</source>
        <translation>из</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="28"/>
        <source>Stacks</source>
        <translation>Стеки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="29"/>
        <source>Eliminated</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="30"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>top</source>
        <translation>верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>middle</source>
        <translation>середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>bottom</source>
        <translation>низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>scoop</source>
        <translation>скуп</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>royalties</source>
        <translation>роялти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>penalties</source>
        <translation>штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="62"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 должен %2: %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="88"/>
        <source>All 52 cards are on the boards.</source>
        <translation>Все 52 карты на досках.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="89"/>
        <source>Cards on no board: %1</source>
        <translation>Карты вне досок: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="99"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 пропустил раздачу: только штраф (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="102"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>фол у обоих: очков нет (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="104"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>фол у %1: платит 6 плюс роялти (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="107"/>
        <source>scoop (OFC-P2)</source>
        <translation>скуп (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="114"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>пропущено: %1 выбыл (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="116"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>пропущено: лимит %1 исчерпан (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="118"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>остановлено лимитом %1 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="120"/>
        <source>paid in full</source>
        <translation>оплачено полностью</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="122"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 выбывает (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PaymentsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="98"/>
        <source>Type a name</source>
        <translation>Введите имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="106"/>
        <source>&amp;Take payment</source>
        <translation>&amp;Принять платёж</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="108"/>
        <source>Entries for &amp;everyone unpaid…</source>
        <translation>Взносы &amp;всех неоплативших…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="109"/>
        <source>&amp;Walk-in… (F9)</source>
        <translation>&amp;Новый игрок у кассы… (F9)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="111"/>
        <source>A new or returning player: money, seat and ticket in one step, one undo</source>
        <translation>Новый или вернувшийся игрок: деньги, место и билет за один шаг, одна отмена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="115"/>
        <source>&amp;Player</source>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="116"/>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="117"/>
        <source>&amp;Method</source>
        <translation>&amp;Способ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="118"/>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="126"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="126"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="127"/>
        <source>80 mm receipt</source>
        <translation>Чек 80 мм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="129"/>
        <source>Print rece&amp;ipt</source>
        <translation>Печать кв&amp;итанции</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="130"/>
        <source>The selected payment&apos;s receipt; a reprint is marked copy</source>
        <translation>Квитанция выбранного платежа; повторная печать помечается «копия»</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Paid</source>
        <translation>Оплачено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Method</source>
        <translation>Способ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="136"/>
        <source>Receipt</source>
        <translation>Квитанция</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Chips bought</source>
        <translation>Куплено фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Stack</source>
        <translation>Стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="151"/>
        <source>Payments</source>
        <translation>Платежи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="153"/>
        <source>Payments, newest first</source>
        <translation>Платежи, новые сверху</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="154"/>
        <source>Players: paid and chips</source>
        <translation>Игроки: оплата и фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="235"/>
        <source>{0} ({1} prize pool + {2} fee + {3} bounty) for {4} chips</source>
        <translation>{0} ({1} в призовой фонд + {2} сбор + {3} баунти) за {4} фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="310"/>
        <source>Player {0}: no such player in this event</source>
        <translation>Игрок {0}: такого игрока в турнире нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="329"/>
        <source>{0} is back in: table {1}, seat {2}</source>
        <translation>{0} снова в игре: стол {1}, место {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="330"/>
        <source>{0} is in: table {1}, seat {2}</source>
        <translation>{0} в игре: стол {1}, место {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="341"/>
        <source>Take an entry from every registered player who has not paid yet?</source>
        <translation>Принять взнос от всех зарегистрированных игроков, которые ещё не заплатили?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="342"/>
        <source>Take entries</source>
        <translation>Принять взносы</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="35"/>
        <source>Standard (by entries)</source>
        <translation>Стандартная (по числу входов)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="36"/>
        <source>Curve, 15% paid</source>
        <translation>Кривая, платится 15%</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="37"/>
        <source>Curve, 10% paid, top-heavy</source>
        <translation>Кривая, платится 10%, крупнее наверху</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="38"/>
        <source>Top three 50/30/20</source>
        <translation>Первые три: 50/30/20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="39"/>
        <source>Winner takes all</source>
        <translation>Победитель получает всё</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Prize pool</source>
        <translation>Призовой фонд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Collected</source>
        <translation>Собрано</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Added money</source>
        <translation>Добавлено организатором</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Overlay</source>
        <translation>Оверлей</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Fees</source>
        <translation>Сборы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Bounties</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Places paid</source>
        <translation>Призовых мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="71"/>
        <source>Percents typed by hand</source>
        <translation>Проценты вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="73"/>
        <source>e.g. 50 30 20</source>
        <translation>напр. 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="74"/>
        <source>&amp;Use this structure</source>
        <translation>&amp;Применить структуру</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="75"/>
        <source>&amp;Fees and terms…</source>
        <translation>&amp;Взносы и условия…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="76"/>
        <source>&amp;Close registration…</source>
        <translation>&amp;Закрыть регистрацию…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="79"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="85"/>
        <source>&amp;Satellite…</source>
        <translation>&amp;Сателлит…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="88"/>
        <source>Pay this event in seats to another event</source>
        <translation>Платить в этом турнире путёвками в другой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>% of pool</source>
        <translation>% фонда</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="99"/>
        <source>Paid to</source>
        <translation>Получил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="149"/>
        <source>(locked)</source>
        <translation>(зафиксировано)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="152"/>
        <source>Structure in use: {0}</source>
        <translation>Используется структура: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="154"/>
        <source>Structure {0} set aside: this satellite pays in seats</source>
        <translation>Структура {0} отложена: этот сателлит платит путёвками</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/payouts.py" line="185"/>
        <source>%n player(s) already finished in the money; a new structure changes their prizes too. Use it?</source>
        <translation>
            <numerusform>%n игрок уже занял призовое место; новая структура изменит и его приз. Применить?</numerusform>
            <numerusform>%n игрока уже заняли призовые места; новая структура изменит и их призы. Применить?</numerusform>
            <numerusform>%n игроков уже заняли призовые места; новая структура изменит и их призы. Применить?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="187"/>
        <location filename="../../tdesk/ui/money/payouts.py" line="209"/>
        <source>Change the payouts</source>
        <translation>Изменить выплаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="208"/>
        <source>Registration is closed and the places paid were fixed at {0}; this structure pays {1}. Use it?</source>
        <translation>Регистрация закрыта, число призовых мест зафиксировано: {0}; эта структура оплачивает {1}. Применить её?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="220"/>
        <source>Close registration? No more entries or re-entries are taken and the places paid are fixed.</source>
        <translation>Закрыть регистрацию? Новые входы и повторные входы больше не принимаются, число призовых мест фиксируется.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="222"/>
        <source>Close registration</source>
        <translation>Закрыть регистрацию</translation>
    </message>
</context>
<context>
    <name>PdfPages</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="63"/>
        <source>PDF file not found: {0}</source>
        <translation>PDF-файл не найден: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="84"/>
        <source>No PDF renderer: install poppler-utils (pdftoppm) to preview PDFs.</source>
        <translation>Нет программы показа PDF: установите poppler-utils (pdftoppm) для предпросмотра.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="87"/>
        <source>There is no page {0}.</source>
        <translation>Страницы {0} нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="94"/>
        <source>Page {0} could not be rendered.</source>
        <translation>Не удалось показать страницу {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="115"/>
        <source>pdftoppm failed on page {0}: {1}</source>
        <translation>pdftoppm не справился со страницей {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="175"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="204"/>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="208"/>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="209"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="216"/>
        <source>Open in viewer</source>
        <translation>Открыть в программе просмотра</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="217"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="301"/>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="312"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>Этот компьютер не может показать страницы PDF (установите poppler-utils). PDF всё равно можно сохранить или открыть в другой программе.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="357"/>
        <source>Print {0}</source>
        <translation>Печать: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Printing…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="390"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить принтер.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="410"/>
        <source>Save PDF</source>
        <translation>Сохранить PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="409"/>
        <source>Could not save {0}: {1}</source>
        <translation>Не удалось сохранить {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="118"/>
        <source>rescinded by {0}: {1}</source>
        <translation>отменено ({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>served</source>
        <translation>отбыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>sitting out</source>
        <translation>пропускает</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="123"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>ожидает: следующая раздача игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="125"/>
        <source>applied with OFC hand {0}</source>
        <translation>применён в раздаче OFC {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="127"/>
        <source>head judge agreed</source>
        <translation>главный судья согласовал</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="138"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="209"/>
        <source>Player (Ctrl+F)</source>
        <translation>Игрок (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="217"/>
        <source>Show rescinded</source>
        <translation>Показывать отменённые</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="220"/>
        <source>Show linked</source>
        <translation>Показывать связанные</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="261"/>
        <source>&amp;Issue penalty…</source>
        <translation>&amp;Назначить штраф…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="263"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert или Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="264"/>
        <source>&amp;Rescind…</source>
        <translation>&amp;Отменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="266"/>
        <source>Mark &amp;served</source>
        <translation>&amp;Штраф отбыт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="268"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D; Ctrl+Shift+D засчитывает одну раздачу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="269"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 &amp;раздача отбыта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="274"/>
        <source>Round </source>
        <translation>Тур </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="275"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>&amp;Проверка в конце матча (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="283"/>
        <source>Penalty:</source>
        <translation>Штраф:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="284"/>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="285"/>
        <source>Judge:</source>
        <translation>Судья:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="339"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="358"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="436"/>
        <source>{0} shown</source>
        <translation>показано: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="437"/>
        <source>%n penalty(ies) in the log</source>
        <translation>
            <numerusform>%n штраф в журнале</numerusform>
            <numerusform>%n штрафа в журнале</numerusform>
            <numerusform>%n штрафов в журнале</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="457"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>Выберите штраф, чтобы увидеть историю игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="462"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — штрафов в этом турнире: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="467"/>
        <source>R{0} </source>
        <translation>Т{0} </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="469"/>
        <source> (rescinded)</source>
        <translation> (отменён)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="473"/>
        <source>Notes: {0}</source>
        <translation>Примечания: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="556"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>Накопление в конце тура {0}: записано штрафов — {1} (PEN-4).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="559"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>Конец тура {0}: ни у кого нет трёх штрафов одной тяжести за разные нарушения (PEN-4).</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="67"/>
        <source>Issue penalty</source>
        <translation>Назначить штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="85"/>
        <source>Type part of a name</source>
        <translation>Введите часть имени</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="106"/>
        <source>Other — type the reason below</source>
        <translation>Другое — укажите причину ниже</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="125"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="129"/>
        <source>During a game</source>
        <translation>Во время игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="130"/>
        <source>Between games</source>
        <translation>Между играми</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="131"/>
        <source>Between matches</source>
        <translation>Между матчами</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="133"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>Засчитать поражение в следующей игре/матче (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="135"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>Главный судья согласовал это отступление (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="151"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>Имя судьи (подставляется из «Правка › Имя флор-менеджера»)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="167"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="170"/>
        <source>&amp;Infraction:</source>
        <translation>&amp;Нарушение:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="171"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="172"/>
        <source>Pe&amp;nalty:</source>
        <translation>&amp;Штраф:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="175"/>
        <source>R&amp;ound:</source>
        <translation>&amp;Тур:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="176"/>
        <source>&amp;When:</source>
        <translation>&amp;Когда:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="186"/>
        <source>Players at the &amp;table:</source>
        <translation>Игроки за &amp;столом:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="188"/>
        <source>Other &amp;active players:</source>
        <translation>Другие &amp;активные игроки:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="190"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>Применяется к следующей раздаче игрока: калькулятор OFC отмечает штраф на его доске, а при применении раздачи штраф привязывается к ней и очки рассчитываются (OFC-X1..X3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="197"/>
        <source>&amp;Judge:</source>
        <translation>Су&amp;дья:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="198"/>
        <source>No&amp;tes:</source>
        <translation>Приме&amp;чания:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="211"/>
        <source>What will be recorded:</source>
        <translation>Что будет записано:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="278"/>
        <source>What the penalty is for</source>
        <translation>За что штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>History: </source>
        <translation>История: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>…{0} more; </source>
        <translation>…ещё {0}; </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="326"/>
        <source>No earlier penalties in this event.</source>
        <translation>Ранее штрафов в этом турнире не было.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="331"/>
        <source>Choose a player.</source>
        <translation>Выберите игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="338"/>
        <source>Recommended: {0}</source>
        <translation>Рекомендуется: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="343"/>
        <source>Type the reason for the penalty.</source>
        <translation>Укажите причину наказания.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="352"/>
        <source>Effect: {0}</source>
        <translation>Последствие: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="367"/>
        <source>{0} counts in round {1} (PEN-2).</source>
        <translation>{0} засчитывается в туре {1} (PEN-2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="370"/>
        <source>Give the round: a {0} counts in a round (PEN-2).</source>
        <translation>Укажите тур: «{0}» засчитывается в определённом туре (PEN-2).</translation>
    </message>
</context>
<context>
    <name>PeopleDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="77"/>
        <source>Player database</source>
        <translation>База игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="81"/>
        <source>Search by name (accents and case ignored)</source>
        <translation>Поиск по имени (без учёта диакритики и регистра)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Events</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Last event</source>
        <translation>Последний турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Penalties</source>
        <translation>Наказания</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="96"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="97"/>
        <source>&amp;Merge…</source>
        <translation>&amp;Объединить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="98"/>
        <source>&amp;Print history…</source>
        <translation>&amp;Печать истории…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="100"/>
        <source>E&amp;xport…</source>
        <translation>&amp;Экспорт…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="101"/>
        <source>&amp;Import…</source>
        <translation>И&amp;мпорт…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="164"/>
        <source>Shown: {0}</source>
        <translation>Показано: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="172"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="174"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>Отмечен для рейтинговой базы (PEN-6):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="186"/>
        <source>contact: {0}</source>
        <translation>контакт: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="188"/>
        <source>notes: {0}</source>
        <translation>примечания: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="196"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="198"/>
        <source>lives: {0}</source>
        <translation>жизни: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>Print history</source>
        <translation>Печать истории</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="241"/>
        <source>Include contact and notes in the file? They are private: include them only for a file that stays with the organiser.</source>
        <translation>Включить контакты и примечания в файл? Это личные данные: включайте их только в файл, который останется у организатора.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <location filename="../../tdesk/ui/people/dialog.py" line="244"/>
        <source>Export player database</source>
        <translation>Экспорт базы игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <source>Include them</source>
        <translation>Включить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="245"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="253"/>
        <source>Exported: {0}</source>
        <translation>Экспортировано: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="256"/>
        <source>Import player database</source>
        <translation>Импорт базы игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="257"/>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="264"/>
        <source>{0} new, {1} matched people already there.</source>
        <translation>Новых: {0}, найдено уже в базе: {1}.</translation>
    </message>
</context>
<context>
    <name>PersonChoices</name>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>New person</source>
        <translation>Новый человек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="154"/>
        <source>Spelled otherwise in the player database: choose the person or New person.</source>
        <translation>В базе игроков написано иначе: выберите человека или «Новый человек».</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="156"/>
        <source>%n people of this name in the player database: choose one or New person.</source>
        <translation>
            <numerusform>%n человек с этим именем в базе игроков: выберите одного или «Новый человек».</numerusform>
            <numerusform>%n человека с этим именем в базе игроков: выберите одного или «Новый человек».</numerusform>
            <numerusform>%n человек с этим именем в базе игроков: выберите одного или «Новый человек».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="164"/>
        <source>Keeps {0} (the file says {1}).</source>
        <translation>Сохраняет {0} (в файле {1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="177"/>
        <source>Click to choose another person or New person.</source>
        <translation>Нажмите, чтобы выбрать другого человека или «Новый человек».</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="193"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n турнир</numerusform>
            <numerusform>%n турнира</numerusform>
            <numerusform>%n турниров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="200"/>
        <source>Latest events: {0}</source>
        <translation>Последние турниры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="202"/>
        <source>Rating: {0}</source>
        <translation>Рейтинг: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="204"/>
        <source>Spelled otherwise in the player database.</source>
        <translation>В базе игроков написано иначе.</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="278"/>
        <source>Edit person</source>
        <translation>Изменить данные человека</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="294"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="295"/>
        <source>&amp;Country:</source>
        <translation>&amp;Страна:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="296"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="297"/>
        <source>C&amp;ontact (private):</source>
        <translation>&amp;Контакт (личное):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="298"/>
        <source>No&amp;tes:</source>
        <translation>Приме&amp;чания:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>is not a whole number</source>
        <translation>— не целое число</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../tdesk/web/phones.py" line="47"/>
        <source>My match</source>
        <translation>Мой матч</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="48"/>
        <source>This code is not valid here. Ask at the desk.</source>
        <translation>Этот код здесь недействителен. Обратитесь к столу судей.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="49"/>
        <source>Type the code from your pairing slip</source>
        <translation>Введите код с вашей карточки пары</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="50"/>
        <source>Show my match</source>
        <translation>Показать мой матч</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="54"/>
        <source>This page was out of date, so nothing was sent to the desk. Your page as it is now is below: check it and try again.</source>
        <translation>Эта страница устарела, поэтому ничего не отправлено. Ниже — ваша страница сейчас: проверьте её и попробуйте ещё раз.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="25"/>
        <source>Round {0}, table {1}</source>
        <translation>Тур {0}, стол {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="26"/>
        <source>My game</source>
        <translation>Моя игра</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="27"/>
        <source>The first round has not been paired yet.</source>
        <translation>Первый тур ещё не составлен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="28"/>
        <source>Round {0}: you have a bye (no game, no life lost).</source>
        <translation>Тур {0}: у вас бай (игры нет, жизнь не теряется).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="29"/>
        <source>You have no game in round {0}.</source>
        <translation>В туре {0} у вас нет игры.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="30"/>
        <source>Round {0}, game {1}</source>
        <translation>Тур {0}, игра {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="31"/>
        <location filename="../../tdesk/web/phone_swiss.py" line="30"/>
        <source>Against {0}</source>
        <translation>Против: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="32"/>
        <source>Your game&apos;s time: {0}</source>
        <translation>Время вашей игры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="33"/>
        <source>I won (1)</source>
        <translation>Я выиграл (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="34"/>
        <source>I lost (0)</source>
        <translation>Я проиграл (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="35"/>
        <source>Not played (-)</source>
        <translation>Не играли (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="36"/>
        <source>Opponent did not show (+)</source>
        <translation>Соперник не пришёл (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="37"/>
        <source>Report your game</source>
        <translation>Сообщите результат игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="38"/>
        <source>Your report: {0}</source>
        <translation>Ваш отчёт: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="39"/>
        <source>won (1)</source>
        <translation>победа (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="40"/>
        <source>lost (0)</source>
        <translation>поражение (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="41"/>
        <source>won, your opponent did not show (+)</source>
        <translation>победа, соперник не пришёл (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="42"/>
        <source>lost by forfeit (-)</source>
        <translation>техническое поражение (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="43"/>
        <source>Your game&apos;s outcome: {0}</source>
        <translation>Итог вашей игры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="44"/>
        <source>Your reports conflict: the admins decide this game.</source>
        <translation>Ваши отчёты противоречат друг другу: эту игру решат администраторы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="45"/>
        <source>Round {0} has ended.</source>
        <translation>Тур {0} завершён.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="46"/>
        <source>Reporting from phones is closed: tell the admins.</source>
        <translation>Приём результатов с телефонов закрыт: сообщите администраторам.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="47"/>
        <source>When can you play? Fewer than half of the slots may be impossible.</source>
        <translation>Когда вы можете играть? «Нельзя» можно отметить меньше чем у половины слотов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="48"/>
        <source>You have not given your times yet: every slot counts as possible.</source>
        <translation>Вы ещё не указали время: каждый слот считается возможным.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="49"/>
        <source>Slot {0}: {1}</source>
        <translation>Слот {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="50"/>
        <source>1 good</source>
        <translation>1 удобно</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="51"/>
        <source>2 possible</source>
        <translation>2 возможно</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="52"/>
        <source>3 impossible</source>
        <translation>3 нельзя</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="53"/>
        <source>Save my times</source>
        <translation>Сохранить время</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="54"/>
        <source>Report received: it fits your opponent&apos;s, the game has its outcome.</source>
        <translation>Отчёт принят: он сходится с отчётом соперника, у игры есть итог.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="55"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the admins decide.</source>
        <translation>Отчёт принят, но он противоречит отчёту соперника: решат администраторы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="56"/>
        <source>Report received. It counts with your opponent&apos;s report, or at the end of the round.</source>
        <translation>Отчёт принят. Он учитывается вместе с отчётом соперника или в конце тура.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="57"/>
        <source>Your times are saved.</source>
        <translation>Ваше время сохранено.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="58"/>
        <source>Not saved: fewer than half of the slots may be impossible (3).</source>
        <translation>Не сохранено: «нельзя» (3) можно отметить меньше чем у половины слотов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="26"/>
        <source>Final, table {0}</source>
        <translation>Финал, стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="27"/>
        <source>Semi-final, table {0}</source>
        <translation>Полуфинал, стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="28"/>
        <source>Quarter-final, table {0}</source>
        <translation>Четвертьфинал, стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="29"/>
        <source>Top {0}, table {1}</source>
        <translation>Топ-{0}, стол {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="31"/>
        <source>You have a bye this round.</source>
        <translation>В этом туре у вас бай.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="32"/>
        <source>The round has not been paired yet.</source>
        <translation>Пары тура ещё не составлены.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="33"/>
        <source>You have no match this round.</source>
        <translation>В этом туре у вас нет матча.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="34"/>
        <source>You have dropped from this event. Thank you for playing!</source>
        <translation>Вы вышли из турнира. Спасибо за игру!</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="35"/>
        <source>The event is over. Thank you for playing!</source>
        <translation>Турнир окончен. Спасибо за игру!</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="36"/>
        <source>Result recorded: {0}</source>
        <translation>Результат записан: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="37"/>
        <source>You reported {0}; waiting for your opponent or the desk.</source>
        <translation>Вы сообщили {0}; ждём соперника или судей.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="38"/>
        <source>Your opponent reported {0} (your games first). Confirm it if it is right, or dispute it.</source>
        <translation>Ваш соперник сообщил {0} (сначала ваши партии). Подтвердите, если это верно, или оспорьте.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="39"/>
        <source>Your opponent disputes your report {0}: the desk decides. Please go to the desk.</source>
        <translation>Ваш соперник оспаривает ваш отчёт {0}: решат судьи. Подойдите, пожалуйста, к судейскому столу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="40"/>
        <source>Your opponent reported {0} (your games first), you reported {1}: the reports conflict. The desk decides: please go to the desk, or confirm your opponent&apos;s result.</source>
        <translation>Ваш соперник сообщил {0} (сначала ваши партии), вы сообщили {1}: отчёты расходятся. Решат судьи: подойдите к судейскому столу или подтвердите результат соперника.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="41"/>
        <source>You dispute your opponent&apos;s report {0}: the desk decides. Please go to the desk.</source>
        <translation>Вы оспариваете отчёт соперника {0}: решат судьи. Подойдите, пожалуйста, к судейскому столу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="42"/>
        <source>Confirm {0}</source>
        <translation>Подтвердить {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="43"/>
        <source>Dispute</source>
        <translation>Оспорить</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="44"/>
        <source>Report your result (your games won first)</source>
        <translation>Сообщите результат (сначала ваши выигранные партии)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="45"/>
        <source>Reporting from phones is closed: report at the desk.</source>
        <translation>Приём результатов с телефонов закрыт: сообщите судьям.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="46"/>
        <source>Both reports agree: the result is recorded.</source>
        <translation>Оба сообщения совпали: результат записан.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="47"/>
        <source>Report received. It is recorded when your opponent&apos;s report agrees, or the desk decides.</source>
        <translation>Сообщение принято. Результат запишется, когда соперник подтвердит его или решат судьи.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="48"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the desk decides. Please go to the desk.</source>
        <translation>Отчёт принят, но он расходится с отчётом соперника: решат судьи. Подойдите, пожалуйста, к судейскому столу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="49"/>
        <source>Your dispute is sent: the desk decides. Please go to the desk.</source>
        <translation>Ваше возражение отправлено: решат судьи. Подойдите, пожалуйста, к судейскому столу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="51"/>
        <source>This report was not taken: ask at the desk.</source>
        <translation>Сообщение не принято: обратитесь к судьям.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="52"/>
        <source>This page has expired: open it again and report once more.</source>
        <translation>Страница устарела: откройте её снова и сообщите ещё раз.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="53"/>
        <source>You are {0}</source>
        <translation>Вы: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="15"/>
        <source>Check in for {0}</source>
        <translation>Отметиться: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="16"/>
        <source>You are checked in for {0} ({1}).</source>
        <translation>Вы отметились: {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="17"/>
        <source>You are checked in.</source>
        <translation>Вы отметились.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="18"/>
        <source>I want to drop from the event</source>
        <translation>Я хочу выйти из турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="19"/>
        <source>Ask to drop</source>
        <translation>Попросить о выходе</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="20"/>
        <source>Your drop request waits for the desk.</source>
        <translation>Ваша просьба о выходе ждёт решения судейского стола.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="21"/>
        <source>Drop request sent: the desk confirms it.</source>
        <translation>Просьба о выходе отправлена: её подтвердит судейский стол.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="31"/>
        <source>My seat</source>
        <translation>Моё место</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="32"/>
        <source>Table {0}, seat {1}</source>
        <translation>Стол {0}, место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="33"/>
        <source>You move to table {0}, seat {1}</source>
        <translation>Пересадка: стол {0}, место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="34"/>
        <source>You are not seated yet: the floor will call you to a seat.</source>
        <translation>Вас ещё не рассадили: флор-менеджер пригласит вас на место.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="35"/>
        <source>Sit out until the button has passed your seat.</source>
        <translation>Не играйте, пока баттон не пройдёт ваше место.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="36"/>
        <source>You finished in place {0}.</source>
        <translation>Вы выбыли на {0}-м месте.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="37"/>
        <source>You are out of the event.</source>
        <translation>Вы выбыли из турнира.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="38"/>
        <source>Hand for hand: every table plays one hand at a time; wait for the floor to start each one.</source>
        <translation>Рука за рукой: все столы играют по одной раздаче; ждите, пока флор-менеджер начнёт каждую.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="39"/>
        <source>Bounty on you: {0}</source>
        <translation>Баунти за вас: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="40"/>
        <source>Bounties you have collected: {0}</source>
        <translation>Полученные вами баунти: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="41"/>
        <source>This page updates itself every {0} seconds.</source>
        <translation>Страница обновляется сама каждые {0} с.</translation>
    </message>
</context>
<context>
    <name>PhoneReportsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="55"/>
        <source>Players&apos; phones</source>
        <translation>Телефоны игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="56"/>
        <source>Players report results from their phones</source>
        <translation>Игроки сообщают результаты с телефонов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Player A</source>
        <translation>Игрок A</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>Player B</source>
        <translation>Игрок B</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>A reports (A&apos;s games first)</source>
        <translation>A сообщает (сначала партии A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>B reports (B&apos;s games first)</source>
        <translation>B сообщает (сначала партии B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="70"/>
        <source>Accept &amp;A&apos;s report</source>
        <translation>Принять сообщение &amp;A</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="72"/>
        <source>Accept &amp;B&apos;s report</source>
        <translation>Принять сообщение &amp;B</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="76"/>
        <source>Result for A, such as 2-1</source>
        <translation>Результат для A, например 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="77"/>
        <source>&amp;Record</source>
        <translation>&amp;Записать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="82"/>
        <source>Reissue a player&apos;s &amp;code…</source>
        <translation>Выдать игроку новый &amp;код…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="135"/>
        <source>Lock the round: %1</source>
        <translation>Закрыть тур: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="138"/>
        <source>Lock round %1</source>
        <translation>Закрыть тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="148"/>
        <source>Conflict</source>
        <translation>Расхождение</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="149"/>
        <source>Waiting for the other player</source>
        <translation>Ждём второго игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="157"/>
        <source>disputes the other&apos;s report</source>
        <translation>оспаривает отчёт соперника</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="201"/>
        <source>Reissue a player&apos;s code</source>
        <translation>Выдать игроку новый код</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="202"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="209"/>
        <source>The new code of {0} is {1} (their page: /me?player={1}). The old code no longer works.</source>
        <translation>Новый код игрока {0}: {1} (его страница: /me?player={1}). Старый код больше не действует.</translation>
    </message>
</context>
<context>
    <name>PhoneRequestsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="41"/>
        <source>Round 4, Day 2…</source>
        <translation>Тур 4, день 2…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="42"/>
        <source>&amp;Open check-in</source>
        <translation>&amp;Открыть отметку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="44"/>
        <source>Close check-&amp;in</source>
        <translation>Закрыть о&amp;тметку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="51"/>
        <source>Check in at the &amp;desk</source>
        <translation>Отметить за &amp;столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="53"/>
        <source>Check-in</source>
        <translation>Отметка игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="55"/>
        <source>For:</source>
        <translation>Для:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="65"/>
        <source>Con&amp;firm drop</source>
        <translation>По&amp;дтвердить выход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="67"/>
        <source>Re&amp;fuse</source>
        <translation>От&amp;казать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="69"/>
        <source>Drop requests</source>
        <translation>Просьбы о выходе</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="100"/>
        <source>{0}: {1} of {2} checked in; waiting for:</source>
        <translation>{0}: отметились {1} из {2}; ждём:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="103"/>
        <source>No check-in is open.</source>
        <translation>Отметка не открыта.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="109"/>
        <source>{0} (asked at {1})</source>
        <translation>{0} (просьба в {1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="146"/>
        <source>Drop {0} from the event? Their results stay (CG-P2); Edit › Undo takes the drop back.</source>
        <translation>Снять {0} с турнира? Результаты сохраняются (CG-P2); Правка › Отменить вернёт игрока.</translation>
    </message>
</context>
<context>
    <name>PlannerEstimate</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="24"/>
        <source>When it ends</source>
        <translation>Когда закончится</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="39"/>
        <source>Expected players:</source>
        <translation>Ожидаемо игроков:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="40"/>
        <source>Expected re-entries:</source>
        <translation>Ожидаемо повторных входов:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="41"/>
        <source>Start time:</source>
        <translation>Время начала:</translation>
    </message>
</context>
<context>
    <name>PlannerLabel</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="78"/>
        <source>Expected end in about {0} weeks ({1}–{2})</source>
        <translation>Ожидаемое окончание примерно через {0} нед. ({1}–{2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="81"/>
        <source>Expected end about {0} ({1}–{2})</source>
        <translation>Ожидаемое окончание около {0} ({1}–{2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="85"/>
        <source>Simulated end about {0} ({1}–{2})</source>
        <translation>По симуляции окончание около {0} ({1}–{2})</translation>
    </message>
</context>
<context>
    <name>PlayerCodes</name>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="32"/>
        <location filename="../../tdesk/print/player_codes.py" line="33"/>
        <source>Scan to see your table and seat, and where you move. Keep this code to yourself.</source>
        <translation>Отсканируйте, чтобы увидеть свой стол и место и куда вас пересаживают. Никому не показывайте этот код.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="46"/>
        <source>Scan to see your match and report your result. Keep this code to yourself.</source>
        <translation>Отсканируйте, чтобы увидеть свой матч и сообщить результат. Никому не показывайте этот код.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="70"/>
        <source>Player codes</source>
        <translation>Коды игроков</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Edit player</source>
        <translation>Изменить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Add player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="61"/>
        <source>blank if unrated</source>
        <translation>пусто, если нет рейтинга</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="64"/>
        <source>blank: set by the draw or ranking</source>
        <translation>пусто: по жеребьёвке или рейтингу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <source>Events</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="92"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="95"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="96"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Посев:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="101"/>
        <source>&amp;Country:</source>
        <translation>&amp;Страна:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="102"/>
        <source>&amp;Games on host site:</source>
        <translation>Игр на са&amp;йте:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="104"/>
        <source>C&amp;ontact:</source>
        <translation>&amp;Контакт:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="105"/>
        <source>No&amp;tes:</source>
        <translation>Приме&amp;чания:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="149"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="183"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n турнир</numerusform>
            <numerusform>%n турнира</numerusform>
            <numerusform>%n турниров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="152"/>
        <source>{0}, last: {1}</source>
        <translation>{0}, последний: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="159"/>
        <source>{0} rating from results; typed rating: {1}</source>
        <translation>Рейтинг «{0}» по результатам; введённый рейтинг: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="163"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="165"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>Отмечен для рейтинговой базы (PEN-6):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="182"/>
        <source>Registering {0} from the player database ({1}).</source>
        <translation>Регистрируется {0} из базы игроков ({1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="185"/>
        <source>PEN-6: flagged for the rating database.</source>
        <translation>PEN-6: отмечен для рейтинговой базы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="212"/>
        <source>is not a whole number</source>
        <translation>— не целое число</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="216"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="219"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="32"/>
        <source>Drop player</source>
        <translation>Снять игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="33"/>
        <source>Organiser byes (CG-B2)</source>
        <translation>Баи от организатора (CG-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="43"/>
        <source>(dropped)</source>
        <translation>(снят)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="53"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="55"/>
        <source>Byes for the first rounds</source>
        <translation>Баи в первых турах</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="56"/>
        <source>An organiser&apos;s bye is a 3-point win and does not count toward the one pairing bye a player may get.</source>
        <translation>Бай от организатора — победа на 3 очка; он не считается тем единственным баем, который игрок может получить при жеребьёвке.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="59"/>
        <source>A dropped player is not paired again; their results stay. Players marked (dropped) can be taken back.</source>
        <translation>Снятый игрок больше не получает пар; его результаты сохраняются. Игроков с пометкой (снят) можно вернуть.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="66"/>
        <source>&amp;Drop</source>
        <translation>&amp;Снять</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="67"/>
        <source>&amp;Take back</source>
        <translation>&amp;Вернуть</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="104"/>
        <source>{0}, no prizes</source>
        <translation>{0}, без призов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="123"/>
        <source>not paid</source>
        <translation>не оплачено</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="146"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>Поиск игроков (Ctrl+F): имя, страна, контакт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="169"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Добавить игрока…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="171"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>Зарегистрировать нового игрока (Ctrl+N — новый турнир; Insert — добавить игрока)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="173"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="175"/>
        <source>&amp;Remove…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="177"/>
        <source>&amp;Import CSV…</source>
        <translation>И&amp;мпорт CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="179"/>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт CSV…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="319"/>
        <source>{0} of %n player(s)</source>
        <translation>
            <numerusform>{0} из %n игрока</numerusform>
            <numerusform>{0} из %n игроков</numerusform>
            <numerusform>{0} из %n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="323"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="327"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="324"/>
        <source>%n dropped</source>
        <translation>
            <numerusform>%n выбыл</numerusform>
            <numerusform>%n выбыли</numerusform>
            <numerusform>%n выбыли</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="328"/>
        <source>%n left</source>
        <translation>
            <numerusform>остался %n</numerusform>
            <numerusform>осталось %n</numerusform>
            <numerusform>осталось %n</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="392"/>
        <source>Edit…</source>
        <translation>Изменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="393"/>
        <source>Remove…</source>
        <translation>Удалить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="395"/>
        <source>Reinstate… (Ctrl+Shift+I)</source>
        <translation>Вернуть в игру… (Ctrl+Shift+I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="416"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>Удалить {0} из этого турнира?

Правка › Отменить вернёт игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="425"/>
        <source>Import players</source>
        <translation>Импорт игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="426"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>Export players</source>
        <translation>Экспорт игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="449"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="459"/>
        <source>Exporting players…</source>
        <translation>Экспорт игроков…</translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="75"/>
        <source>Draft pods</source>
        <translation>Драфт-столы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="80"/>
        <source>Pods of %1 to %2 players. Select a player and move them with the pod box and Move, a digit key or by dragging.</source>
        <translation>За столом от %1 до %2 игроков. Выберите игрока и перенесите его: стол в списке и «Перенести», цифрой стола или перетаскиванием.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="85"/>
        <source>&amp;Draw pods</source>
        <translation>&amp;Жеребьёвка столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="87"/>
        <source>A seeded draw of every active player (CG-D2)</source>
        <translation>Жеребьёвка всех играющих по зерну (CG-D2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="89"/>
        <source>Place &amp;late entries</source>
        <translation>Рассадить &amp;поздних</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="92"/>
        <source>Each player without a pod into the pod with the fewest players, at its first free seat; nobody seated moves (CG-D3-A)</source>
        <translation>Каждый игрок без стола — за стол с наименьшим числом игроков, на первое свободное место; никто из уже сидящих не пересаживается (CG-D3-A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="95"/>
        <source>&amp;Add a pod</source>
        <translation>&amp;Добавить стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="99"/>
        <source>&amp;Move</source>
        <translation>&amp;Перенести</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="119"/>
        <source>To pod:</source>
        <translation>За стол:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <source>No pod</source>
        <translation>Без стола</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="180"/>
        <source>Pod %1</source>
        <translation>Стол %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="174"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="32"/>
        <source>Prizes per place</source>
        <translation>Призы по местам</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="34"/>
        <source>Each line gives its prize to every place from the first to the last (3 to 4: 6 boosters each). The lines run from 1st place down without a gap; leave To empty for one place.</source>
        <translation>Каждая строка даёт свой приз каждому месту от первого до последнего (с 3 по 4: каждому по 6 бустеров). Строки идут с 1-го места вниз без пропусков; для одного места оставьте «По место» пустым.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>From place</source>
        <translation>С места</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>To place</source>
        <translation>По место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="41"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="45"/>
        <source>&amp;Add line</source>
        <translation>&amp;Добавить строку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="48"/>
        <source>&amp;Remove line</source>
        <translation>&amp;Удалить строку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="126"/>
        <source>Line %1: places must be from 1 to %2.</source>
        <translation>Строка %1: места должны быть от 1 до %2.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="127"/>
        <source>Line %1: the range must run from the higher place down (%2).</source>
        <translation>Строка %1: диапазон должен идти от более высокого места вниз (%2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="129"/>
        <source>Line %1: the prize is missing.</source>
        <translation>Строка %1: не указан приз.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="130"/>
        <source>Line %1: a prize has at most %2 characters.</source>
        <translation>Строка %1: в призе не более %2 символов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="131"/>
        <source>Line %1: place %2 already has a prize on another line.</source>
        <translation>Строка %1: у места %2 уже есть приз в другой строке.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="132"/>
        <source>Line %1: places %2 have no prize; the lines run from 1st place down without a gap.</source>
        <translation>Строка %1: у мест %2 нет приза; строки идут с 1-го места вниз без пропусков.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="134"/>
        <source>At most %2 lines.</source>
        <translation>Не более %2 строк.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="136"/>
        <source>Line %1: type the first place as a number, the last place (or nothing) and the prize.</source>
        <translation>Строка %1: укажите первое место числом, последнее место (или ничего) и приз.</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="34"/>
        <source>{0} PER POINT</source>
        <translation>{0} ЗА ОЧКО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="39"/>
        <source> (BB)</source>
        <translation> (ББ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="40"/>
        <source>ANTE {0}</source>
        <translation>АНТЕ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="49"/>
        <source>{0}/pt</source>
        <translation>{0}/очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="89"/>
        <source>HAND FOR HAND · STILL PLAYING: {0}</source>
        <translation>РУКА ЗА РУКОЙ · ЕЩЁ ИГРАЮТ: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="91"/>
        <source>HAND FOR HAND · BETWEEN HANDS</source>
        <translation>РУКА ЗА РУКОЙ · МЕЖДУ РАЗДАЧАМИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="131"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="113"/>
        <source>BREAK</source>
        <translation>ПЕРЕРЫВ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="133"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="115"/>
        <source>ROUND {0}</source>
        <translation>РАУНД {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="135"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="117"/>
        <source>LEVEL {0}</source>
        <translation>УРОВЕНЬ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="140"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="119"/>
        <source>NOT STARTED</source>
        <translation>НЕ НАЧАТО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="141"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="120"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="142"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="418"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="121"/>
        <source>FINISHED</source>
        <translation>ЗАВЕРШЕНО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="126"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>Смена фишек: фишки {0} выходят из игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="131"/>
        <source>Next: {0}</source>
        <translation>Далее: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="145"/>
        <source>CLOCK</source>
        <translation>ЧАСЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="146"/>
        <source>COUNTDOWN</source>
        <translation>ОТСЧЁТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="147"/>
        <source>TIME</source>
        <translation>ВРЕМЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="581"/>
        <source>tdesk projector</source>
        <translation>Проектор tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="53"/>
        <source>MYSTERY ENVELOPE  {0}: {1}</source>
        <translation>КОНВЕРТ  {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="58"/>
        <source>BIGGEST HEADS  {0}</source>
        <translation>САМЫЕ ДОРОГИЕ ГОЛОВЫ  {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="69"/>
        <source>expected to end about {0}</source>
        <translation>ожидаемое окончание около {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="117"/>
        <source>tdesk clock — {0}</source>
        <translation>Часы tdesk — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="259"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>РАЗБЛОКИРОВАНО: Esc — закрыть · T — тема · F — полный экран · S — монитор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="261"/>
        <source>Esc: back to tdesk · F: window / full screen</source>
        <translation>Esc — назад в tdesk · F — окно / весь экран</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="464"/>
        <source>NEXT LEVEL</source>
        <translation>СЛЕД. УРОВЕНЬ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="465"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>NEXT BREAK</source>
        <translation>ДО ПЕРЕРЫВА</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="466"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>LATE REG</source>
        <translation>ПОЗДНЯЯ РЕГ.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="467"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>PLAYERS</source>
        <translation>ИГРОКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="468"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>AVG STACK</source>
        <translation>СРЕДНИЙ СТЕК</translation>
    </message>
</context>
<context>
    <name>RankingTab</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="127"/>
        <source>Export CS&amp;V…</source>
        <translation>Экспорт CS&amp;V…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="133"/>
        <source>&amp;Ratings…</source>
        <translation>&amp;Рейтинги…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="137"/>
        <source>Yellow: the criterion that ranks a player below the one above (HU-K1). Grey: no lives left. Forfeit losses: fewer is better.</source>
        <translation>Жёлтым — критерий, по которому игрок ниже предыдущего (HU-K1). Серым — жизней не осталось. Технические поражения: меньше — лучше.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="163"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>После %n тура</numerusform>
            <numerusform>После %n туров</numerusform>
            <numerusform>После %n туров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="164"/>
        <source>{0} of {1} players alive</source>
        <translation>в игре {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="166"/>
        <source>Season winner: {0}</source>
        <translation>Победитель сезона: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>Export ranking</source>
        <translation>Экспорт рейтинга</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="181"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="105"/>
        <source>Ranked below the row above by criterion {0}: {1}</source>
        <translation>Ниже строки выше по критерию {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RatingExport</name>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="32"/>
        <source>Export rating list</source>
        <translation>Экспорт для рейтинга</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="33"/>
        <source>JSON files (*.json)</source>
        <translation>Файлы JSON (*.json)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>Не удаётся записать %1: %2</translation>
    </message>
</context>
<context>
    <name>RatingsDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="51"/>
        <source>Ratings</source>
        <translation>Рейтинги</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="54"/>
        <source>The game this event rates (RAT-1); blank: the event kind&apos;s name</source>
        <translation>Игра, по которой турнир считает рейтинг (RAT-1); пусто: название вида турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="58"/>
        <source>K factor, 1 to 100 (RAT-2)</source>
        <translation>Коэффициент K, от 1 до 100 (RAT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="59"/>
        <source>&amp;Use</source>
        <translation>&amp;Применить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="66"/>
        <source>&amp;Game:</source>
        <translation>&amp;Игра:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="67"/>
        <source>&amp;K factor:</source>
        <translation>&amp;Коэффициент K:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="77"/>
        <source>Matches</source>
        <translation>Матчи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="83"/>
        <source>&amp;Apply ratings…</source>
        <translation>&amp;Пересчитать рейтинги…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="86"/>
        <source>Update these ratings from the event&apos;s results</source>
        <translation>Пересчитать эти рейтинги по результатам турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="117"/>
        <source>Applied at %1: what it did.</source>
        <translation>Пересчитано %1: что изменилось.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="119"/>
        <source>What applying the results would do (RAT-4: round by round).</source>
        <translation>Что даст пересчёт по результатам (RAT-4: тур за туром).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="145"/>
        <source>Press Use to rate with the game and K typed, or type them back.</source>
        <translation>Нажмите «Применить», чтобы считать с введёнными игрой и K, или верните прежние.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="172"/>
        <source>Update the %1 ratings of %2 players from %3 (K %4)?</source>
        <translation>Пересчитать рейтинги «%1» у %2 игроков по турниру %3 (K %4)?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="175"/>
        <source>Apply ratings</source>
        <translation>Пересчёт рейтингов</translation>
    </message>
</context>
<context>
    <name>RegistrationTable</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>pending</source>
        <translation>ожидает</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>accepted</source>
        <translation>принята</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="75"/>
        <source>declined</source>
        <translation>отклонена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>no — too few games</source>
        <translation>нет — мало игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="90"/>
        <source>Rating for the season&apos;s game (RAT-7); typed: %1</source>
        <translation>Рейтинг по игре сезона (RAT-7); введённый: %1</translation>
    </message>
</context>
<context>
    <name>ReinstateDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="60"/>
        <source>Reinstate a busted player</source>
        <translation>Вернуть выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="66"/>
        <source>{name} ({place})</source>
        <translation>{name} ({place})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="82"/>
        <source>&amp;Player</source>
        <translation>&amp;Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="83"/>
        <source>&amp;Table</source>
        <translation>&amp;Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="84"/>
        <source>&amp;Seat</source>
        <translation>&amp;Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="85"/>
        <source>&amp;Chips</source>
        <translation>&amp;Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="89"/>
        <source>&amp;Reinstate</source>
        <translation>&amp;Вернуть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="102"/>
        <source>Table {n} ({count} players)</source>
        <translation>Стол {n} (игроков: {count})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="125"/>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="138"/>
        <source>Table {n} (new table)</source>
        <translation>Стол {n} (новый стол)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="152"/>
        <source>Nobody is out: there is no one to reinstate.</source>
        <translation>Никто не выбыл: возвращать некого.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="167"/>
        <source>{chips} (their stack before the bust)</source>
        <translation>{chips} (стек до вылета)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="179"/>
        <source>{name}: place {place} given up, back in play</source>
        <translation>{name}: место {place} освобождается, игрок снова в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="182"/>
        <source>{name}: place {before} → {after}</source>
        <translation>{name}: место {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="185"/>
        <source>No other place moves.</source>
        <translation>Другие места не меняются.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="187"/>
        <source>{name}: prize {before} → {after}</source>
        <translation>{name}: приз {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="190"/>
        <source>The knockout is removed (eliminated by {names}).</source>
        <translation>Нокаут удаляется (выбил: {names}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="193"/>
        <source>{name}: bounties collected {a} → {b}, head {c} → {d}</source>
        <translation>{name}: получено баунти {a} → {b}, голова {c} → {d}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="197"/>
        <source>Paid places move: you will be asked to confirm (PL-3).</source>
        <translation>Призовые места сдвигаются: потребуется подтверждение (PL-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="206"/>
        <source>Table and seat: choose an empty seat at a table in play.</source>
        <translation>Стол и место: выберите свободное место за играющим столом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="212"/>
        <source>Chips: “{value}” is not a whole number of chips.</source>
        <translation>Фишки: «{value}» — не целое число фишек.</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="400"/>
        <source>Rescind penalty</source>
        <translation>Отменить штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="402"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0} — {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="406"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>Имя судьи (подставляется из «Правка › Имя флор-менеджера»)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="409"/>
        <source>Why the penalty is taken back</source>
        <translation>Почему штраф отменяется</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="413"/>
        <source>Rescinded &amp;by:</source>
        <translation>&amp;Кто отменил:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="414"/>
        <source>&amp;Why:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="418"/>
        <source>Rescind</source>
        <translation>Отменить</translation>
    </message>
</context>
<context>
    <name>ReserveTableDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="32"/>
        <source>Reserved tables</source>
        <translation>Закреплённые столы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="43"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="45"/>
        <source>The player plays at this table from the next pairing on; nobody else is seated there. None frees it.</source>
        <translation>Со следующей жеребьёвки игрок играет за этим столом; никого другого за него не сажают. «нет» освобождает стол.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="50"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="51"/>
        <source>Reserved table</source>
        <translation>Закреплённый стол</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="27"/>
        <source>Restore from backup</source>
        <translation>Восстановление из резервной копии</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="32"/>
        <source>{0}   ({1} KB)</source>
        <translation>{0}   ({1} КБ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="38"/>
        <source>Automatic backups, newest first. Restoring replaces everything in the store; the current state is backed up first, so this too can be reversed.</source>
        <translation>Автоматические резервные копии, новые сверху. Восстановление заменяет всё содержимое базы; текущее состояние сначала сохраняется в резервную копию, так что и это можно отменить.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="42"/>
        <source>There are no automatic backups of this store yet.</source>
        <translation>Автоматических резервных копий этой базы пока нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="44"/>
        <source>&amp;Restore</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="64"/>
        <source>Replace the whole store by the backup of {0}?</source>
        <translation>Заменить всю базу резервной копией от {0}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="65"/>
        <source>Restore</source>
        <translation>Восстановить</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Handed over</source>
        <translation>Выдан</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="62"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="62"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="63"/>
        <source>80 mm receipt</source>
        <translation>Чек 80 мм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="65"/>
        <source>&amp;Hand over prize…</source>
        <translation>&amp;Выдать приз…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="66"/>
        <source>Record that the selected player was paid (Ctrl+H)</source>
        <translation>Записать, что выбранному игроку выплачен приз (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="67"/>
        <source>Print &amp;receipt</source>
        <translation>Печать &amp;квитанции</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="68"/>
        <source>Print the selected prize&apos;s receipt; a reprint is marked copy (Ctrl+R)</source>
        <translation>Напечатать квитанцию выбранного приза; повторная печать помечается «копия» (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="70"/>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="96"/>
        <source>Wins</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="110"/>
        <source>in play</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="111"/>
        <source>Kept back for the winner</source>
        <translation>Оставлено на игру за победу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="122"/>
        <source>Prizes given {0} · handed over {1} · prize pool {2}</source>
        <translation>Призы назначены {0} · выдано {1} · призовой фонд {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="131"/>
        <source>{0}, receipt {1}</source>
        <translation>{0}, квитанция {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="156"/>
        <source>Hand {0} over to {1} ({2})? It is recorded with its receipt and cannot be paid again.</source>
        <translation>Выдать {0} игроку {1} ({2})? Выдача записывается с квитанцией, повторно приз не выплачивается.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="161"/>
        <source>{0} is also owed {1} in bounties: pay them on the Bounties page (Pay bounties).</source>
        <translation>Игроку {0} также причитается {1} баунти: выплатите их на странице «Баунти» (Выплатить баунти).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="164"/>
        <source>Hand over</source>
        <translation>Выдать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="170"/>
        <source>Handed over. Print receipt {0} now?</source>
        <translation>Приз выдан. Напечатать квитанцию {0} сейчас?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="172"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>Export results</source>
        <translation>Экспорт результатов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="199"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>blocked</source>
        <translation>закрыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>waits for the button</source>
        <translation>ждёт баттона</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>fixed seat</source>
        <translation>фиксированное место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>table halted</source>
        <translation>стол остановлен</translation>
    </message>
</context>
<context>
    <name>RoomNoticePanel</name>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="40"/>
        <source>Room screens</source>
        <translation>Экраны зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="44"/>
        <source>Announcement, e.g. Dinner break at 20:00 — bar open</source>
        <translation>Объявление, например: Перерыв на ужин в 20:00 — бар открыт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="46"/>
        <source>One line under the clock on the projector and the TV page; Enter shows it</source>
        <translation>Одна строка под часами на проекторе и на странице для ТВ; Enter показывает её</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="49"/>
        <source>Show</source>
        <translation>Показать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="52"/>
        <source>Clear</source>
        <translation>Убрать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="58"/>
        <source>Venue logo…</source>
        <translation>Логотип зала…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="60"/>
        <source>A PNG or JPEG picture beside the event&apos;s name on every projector (at most 1 MB)</source>
        <translation>Картинка PNG или JPEG рядом с названием турнира на каждом проекторе (не более 1 МБ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="63"/>
        <source>Remove logo</source>
        <translation>Убрать логотип</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="83"/>
        <source>On the screens: {0}</source>
        <translation>На экранах: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Venue logo</source>
        <translation>Логотип зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Изображения (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="109"/>
        <source>Venue logo {0}: cannot be read ({1})</source>
        <translation>Логотип зала {0}: не удаётся прочитать ({1})</translation>
    </message>
</context>
<context>
    <name>RoomTablesDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="39"/>
        <source>Tables and break order</source>
        <translation>Столы и порядок закрытия</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="44"/>
        <source>the room&apos;s tables, such as 1-8 or 1-6, 9</source>
        <translation>столы зала, например 1-8 или 1-6, 9</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="49"/>
        <source>Move &amp;up</source>
        <translation>&amp;Выше</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="51"/>
        <source>Break this table earlier (Ctrl+Up)</source>
        <translation>Закрыть этот стол раньше (Ctrl+Up)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="52"/>
        <source>Move d&amp;own</source>
        <translation>&amp;Ниже</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="54"/>
        <source>Break this table later (Ctrl+Down)</source>
        <translation>Закрыть этот стол позже (Ctrl+Down)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="60"/>
        <source>The table at the top breaks first (TDA-B6). A table opened for more players is the first of the tables used that is not open, in the order typed.</source>
        <translation>Первым закрывается стол вверху списка (TDA-B6). Для новых игроков открывается первый из используемых столов, который ещё не открыт, в порядке ввода.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="70"/>
        <source>&amp;Tables used:</source>
        <translation>&amp;Используемые столы:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="77"/>
        <source>Break order, first to break at the top:</source>
        <translation>Порядок закрытия, первый сверху:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="96"/>
        <source>Table %1</source>
        <translation>Стол %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="97"/>
        <source>Table %1 · open, %2 seated</source>
        <translation>Стол %1 · открыт, за столом: %2</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="193"/>
        <source>Table {0}, seat {1}</source>
        <translation>Стол {0}, место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="195"/>
        <source>{0}: blocked</source>
        <translation>{0}: закрыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="196"/>
        <source>{0}: open</source>
        <translation>{0}: свободно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="246"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>Столов пока нет: проведите рассадку (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="310"/>
        <source>{n} players</source>
        <translation>Игроков: {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="312"/>
        <source>HALTED · {n}</source>
        <translation>ОСТАНОВЛЕН · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="314"/>
        <source>final · {n}</source>
        <translation>финал · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="316"/>
        <source>HAND IN PLAY · {n}</source>
        <translation>ИДЁТ РАЗДАЧА · {n}</translation>
    </message>
</context>
<context>
    <name>RoundClockTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="86"/>
        <source>Round %1 of %2</source>
        <translation>Тур %1 из %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="88"/>
        <source>No round paired yet</source>
        <translation>Туры ещё не составлены</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="104"/>
        <source>result in</source>
        <translation>результат внесён</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="115"/>
        <source>Not started</source>
        <translation>Не начат</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="116"/>
        <source>Paused</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="117"/>
        <source>Time — extra turns</source>
        <translation>Время! Дополнительные ходы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="120"/>
        <source>Event over</source>
        <translation>Турнир окончен</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="130"/>
        <source>Time — extra turns; extended tables still playing: %1</source>
        <translation>Время — дополнительные ходы; столы с доп. временем ещё играют: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="162"/>
        <source>&amp;Start round</source>
        <translation>&amp;Начать тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="165"/>
        <source>&amp;Pause / resume (Space)</source>
        <translation>&amp;Пауза / продолжить (пробел)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="167"/>
        <source>+1 min</source>
        <translation>+1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="169"/>
        <source>−1 min</source>
        <translation>−1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="174"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="175"/>
        <source>Set round length</source>
        <translation>Задать длительность тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="177"/>
        <source>P&amp;rojector</source>
        <translation>П&amp;роектор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="310"/>
        <source>Round clock</source>
        <translation>Часы тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="359"/>
        <source>BYE</source>
        <translation>БАЙ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="392"/>
        <source>Find your table</source>
        <translation>Найдите свой стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="397"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="414"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="415"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="416"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="147"/>
        <source>&amp;Pair next round</source>
        <translation>&amp;Жеребьёвка следующего тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="150"/>
        <source>Pair &amp;again</source>
        <translation>Пере&amp;жеребить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="152"/>
        <source>&amp;Swap players…</source>
        <translation>&amp;Поменять игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="154"/>
        <source>&amp;Drop player…</source>
        <translation>&amp;Снять игрока…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="156"/>
        <source>Organiser &amp;byes…</source>
        <translation>&amp;Баи от организатора…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="158"/>
        <source>Start &amp;top cut</source>
        <translation>Начать &amp;плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="160"/>
        <source>Draft p&amp;ods…</source>
        <translation>Др&amp;афт-столы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="162"/>
        <source>Draw the draft pods or assign them by hand</source>
        <translation>Жеребьёвка драфт-столов или распределение вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="164"/>
        <source>&amp;Reserved tables…</source>
        <translation>&amp;Закреплённые столы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="166"/>
        <source>Fix a player to a table: a feature match, a wheelchair table</source>
        <translation>Закрепить стол за игроком: показательный матч, стол для коляски</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="169"/>
        <source>Phone re&amp;ports…</source>
        <translation>Резул&amp;ьтаты с телефонов…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="174"/>
        <source>Round:</source>
        <translation>Тур:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="189"/>
        <source>Table (Ctrl+R)</source>
        <translation>Стол (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="194"/>
        <source>Score: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn</source>
        <translation>Счёт: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="196"/>
        <source>Games won by the table&apos;s first player, then the second&apos;s (2-1), draws third (1-0-1); d: agreed draw; ca/cb: the first/second player concedes; na/nb: the first/second player did not show; nn: a double loss, both lose the match (0 points each). A top-cut match needs a winner: no draw, no nn.</source>
        <translation>Выигранные партии первого игрока стола, затем второго (2-1), ничьи третьими (1-0-1); d: ничья по согласию; ca/cb: первый/второй игрок сдаётся; na/nb: первый/второй игрок не явился; nn: двойное поражение, матч проигрывают оба (по 0 очков). В плей-офф у матча должен быть победитель: ни ничьей, ни nn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="203"/>
        <source>Reason for the correction</source>
        <translation>Причина исправления</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="208"/>
        <source>Result:</source>
        <translation>Результат:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="302"/>
        <source>Round %1</source>
        <translation>Тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="340"/>
        <source>Pair the next bracket round (Ctrl+Shift+N)</source>
        <translation>Составить пары следующего тура плей-офф (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="341"/>
        <source>Pair the next Swiss round (Ctrl+Shift+N)</source>
        <translation>Составить пары следующего тура по швейцарской системе (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="353"/>
        <source>Start the top cut from the current standings</source>
        <translation>Начать плей-офф по текущей турнирной таблице</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="360"/>
        <source>No round paired yet: %n Swiss round(s) planned.</source>
        <translation>
            <numerusform>Туры ещё не составлены: запланирован %n швейцарский тур.</numerusform>
            <numerusform>Туры ещё не составлены: запланировано %n швейцарских тура.</numerusform>
            <numerusform>Туры ещё не составлены: запланировано %n швейцарских туров.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="494"/>
        <source>%n player(s) have no decklist yet: %1. Pairing round %2 locks their lists (only the head judge can then register one). Pair anyway?</source>
        <translation>
            <numerusform>У %n игрока ещё нет списка колоды: %1. Жеребьёвка тура %2 закроет их списки (после этого зарегистрировать список сможет только главный судья). Всё равно разводить?</numerusform>
            <numerusform>У %n игроков ещё нет списка колоды: %1. Жеребьёвка тура %2 закроет их списки (после этого зарегистрировать список сможет только главный судья). Всё равно разводить?</numerusform>
            <numerusform>У %n игроков ещё нет списка колоды: %1. Жеребьёвка тура %2 закроет их списки (после этого зарегистрировать список сможет только главный судья). Всё равно разводить?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="532"/>
        <source>Open the draft pods now?</source>
        <translation>Открыть драфт-столы сейчас?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="541"/>
        <source>Pair round 1 again with a new draw (a new lot)?</source>
        <translation>Составить пары 1-го тура заново с новой жеребьёвкой (новый жребий)?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="543"/>
        <source>Pair round %1 again from the players in the event now? The lot stays as drawn, so nothing else changes.</source>
        <translation>Составить пары тура %1 заново из игроков, которые сейчас в турнире? Жребий остаётся прежним, больше ничего не меняется.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="648"/>
        <source>%n of the planned Swiss rounds remain (%1 played). Start the top cut now from the current standings? The remaining Swiss rounds are not played.</source>
        <translation>
            <numerusform>Остался %n из запланированных туров швейцарской системы (сыграно %1). Начать плей-офф сейчас по текущей таблице? Оставшиеся туры не будут сыграны.</numerusform>
            <numerusform>Осталось %n из запланированных туров швейцарской системы (сыграно %1). Начать плей-офф сейчас по текущей таблице? Оставшиеся туры не будут сыграны.</numerusform>
            <numerusform>Осталось %n из запланированных туров швейцарской системы (сыграно %1). Начать плей-офф сейчас по текущей таблице? Оставшиеся туры не будут сыграны.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="364"/>
        <source>Round %1 of %2</source>
        <translation>Тур %1 из %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="367"/>
        <source>%n result(s) missing</source>
        <translation>
            <numerusform>нет %n результата</numerusform>
            <numerusform>нет %n результатов</numerusform>
            <numerusform>нет %n результатов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="368"/>
        <source>all results in</source>
        <translation>все результаты внесены</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="380"/>
        <source>Table %1: no such table in this round.</source>
        <translation>Стол %1: в этом туре такого стола нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="411"/>
        <source>Table %1 already has %2: type the reason for the correction and press Enter.</source>
        <translation>У стола %1 уже есть результат %2: введите причину исправления и нажмите Enter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="468"/>
        <source>Round %1 still has %n result(s) missing. Pair the next round anyway?</source>
        <translation>
            <numerusform>В туре %1 не хватает %n результата. Всё равно составить следующий тур?</numerusform>
            <numerusform>В туре %1 не хватает %n результатов. Всё равно составить следующий тур?</numerusform>
            <numerusform>В туре %1 не хватает %n результатов. Всё равно составить следующий тур?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="475"/>
        <source>Pairing…</source>
        <translation>Жеребьёвка…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="521"/>
        <source>Pair an extra Swiss round?</source>
        <translation>Составить дополнительный швейцарский тур?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="525"/>
        <source>Pair with as few rematches as possible?</source>
        <translation>Составить пары с наименьшим числом повторных встреч?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="615"/>
        <source>Free table %1 reserved for %2</source>
        <translation>Освободить стол %1, закреплённый за %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="619"/>
        <source>Reserve table %1 for %2</source>
        <translation>Закрепить стол %1 за %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="645"/>
        <source>Start the top cut from the current standings?</source>
        <translation>Начать плей-офф по текущей таблице?</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="17"/>
        <location filename="../../tdesk/ui/rules_reference.py" line="26"/>
        <source>Rules reference</source>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="18"/>
        <source>The rules text was not found in this installation.</source>
        <translation>Текст правил в этой установке не найден.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="29"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>Найти номер правила или слово (Enter — следующее)</translation>
    </message>
</context>
<context>
    <name>SatelliteLines</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="33"/>
        <source>the target event</source>
        <translation>целевой турнир</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="34"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n путёвка по {0} в {1}</numerusform>
            <numerusform>%n путёвки по {0} в {1}</numerusform>
            <numerusform>%n путёвок по {0} в {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="39"/>
        <source>{0}, {1} in cash to place {2}</source>
        <translation>{0}, {1} деньгами — {2}-му месту</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="41"/>
        <source>{0}, {1} in cash shared by the seat winners</source>
        <translation>{0}, {1} деньгами делятся между получившими путёвки</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="49"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n путёвка</numerusform>
            <numerusform>%n путёвки</numerusform>
            <numerusform>%n путёвок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="50"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>остался %n игрок: все получают путёвки</numerusform>
            <numerusform>осталось %n игрока: все получают путёвки</numerusform>
            <numerusform>осталось %n игроков: все получают путёвки</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="52"/>
        <source>{0} — {1}</source>
        <translation>{0} — {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="72"/>
        <source>SEATS</source>
        <translation>ПУТЁВКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="73"/>
        <source>{0} × {1}</source>
        <translation>{0} × {1}</translation>
    </message>
</context>
<context>
    <name>SatellitePanel</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="51"/>
        <source>Satellite: pay in seats to another event</source>
        <translation>Сателлит: призы — места в другом турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="57"/>
        <source>e.g. 550; empty: the target&apos;s buy-in</source>
        <translation>напр. 550; пусто — бай-ин целевого турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="62"/>
        <source>To the first place without a seat</source>
        <translation>Первому месту без путёвки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="64"/>
        <source>Shared by the seat winners</source>
        <translation>Делится между получившими путёвки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="67"/>
        <source>Never</source>
        <translation>Никогда</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="68"/>
        <source>Only a winner already seated in the target</source>
        <translation>Только тому, кто уже есть в целевом турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="70"/>
        <source>Any seat winner</source>
        <translation>Любому получившему путёвку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="72"/>
        <source>Pay in &amp;seats</source>
        <translation>Платить &amp;путёвками</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="73"/>
        <source>Pay by the s&amp;tructure</source>
        <translation>Платить по с&amp;труктуре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="79"/>
        <source>Seat &amp;value</source>
        <translation>&amp;Стоимость путёвки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="80"/>
        <source>Tar&amp;get event</source>
        <translation>&amp;Целевой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="81"/>
        <source>Re&amp;mainder</source>
        <translation>&amp;Остаток</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="82"/>
        <source>Seat as cas&amp;h</source>
        <translation>Путёвка &amp;деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="110"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="117"/>
        <source>Seat value</source>
        <translation>Стоимость путёвки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="111"/>
        <source>type a whole amount, e.g. 550</source>
        <translation>введите целую сумму, напр. 550</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="118"/>
        <source>type the seat value or name the target event</source>
        <translation>введите стоимость путёвки или укажите целевой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="137"/>
        <source>Not a satellite: prizes are paid by the structure above.</source>
        <translation>Не сателлит: призы платятся по структуре выше.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="173"/>
        <source>Pay this event by its payout structure instead of in seats?</source>
        <translation>Платить призы этого турнира по структуре, а не путёвками?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="175"/>
        <source>Pay by the structure</source>
        <translation>Платить по структуре</translation>
    </message>
</context>
<context>
    <name>SeasonTab</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="177"/>
        <source>&amp;Pair next round</source>
        <translation>&amp;Жеребьёвка тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="179"/>
        <source>&amp;End-of-round check</source>
        <translation>&amp;Проверка конца тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="181"/>
        <source>Copy as te&amp;xt</source>
        <translation>Копировать &amp;текстом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="183"/>
        <source>Export CS&amp;V…</source>
        <translation>Экспорт CS&amp;V…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="184"/>
        <source>Round &amp;templates…</source>
        <translation>Ш&amp;аблоны туров…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="186"/>
        <source>P&amp;hones…</source>
        <translation>Теле&amp;фоны…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="192"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="225"/>
        <source>&amp;Accept</source>
        <translation>&amp;Принять</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="227"/>
        <source>&amp;Decline</source>
        <translation>&amp;Отклонить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="229"/>
        <source>&amp;Start season (seed players)</source>
        <translation>&amp;Начать сезон (посев)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="255"/>
        <source>Games (type 1, 0, -, + or ? in a report column)</source>
        <translation>Игры (в колонке отчёта введите 1, 0, -, + или ?)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="257"/>
        <source>Availability (type 1 good, 2 possible, 3 impossible)</source>
        <translation>Доступность (1 — удобно, 2 — возможно, 3 — нельзя)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="277"/>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Deci&amp;de</source>
        <translation>Ре&amp;шить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="283"/>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="284"/>
        <source>Admin</source>
        <translation>Админ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="285"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="292"/>
        <source>Stop queue (conflicting reports)</source>
        <translation>Очередь стопов (противоречивые отчёты)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="294"/>
        <source>Admin decision / correction</source>
        <translation>Решение админа / исправление</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="296"/>
        <source>Admins&apos; log</source>
        <translation>Журнал админов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="326"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="327"/>
        <source>(open)</source>
        <translation>(открыт)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="338"/>
        <source>Players report their games and times from their phones</source>
        <translation>Игроки сообщают результаты и удобное время со своих телефонов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="339"/>
        <source>Start the season first: phones report the rounds&apos; games</source>
        <translation>Сначала начните сезон: с телефонов сообщают об играх туров</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="345"/>
        <source>Accept or decline each registration (HU-E1: at least {0} games on the host site). Starting the season seeds the accepted players by rating (HU-S1); {1} still pending.</source>
        <translation>Примите или отклоните каждую заявку (HU-E1: не менее {0} игр на сайте). Начало сезона расставляет принятых игроков по рейтингу (HU-S1); ещё не решено: {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="371"/>
        <source>The round stays open now: {0}</source>
        <translation>Сейчас тур останется открытым: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="375"/>
        <source>{0}: registration</source>
        <translation>{0}: регистрация</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="376"/>
        <source>{0} of {1} players alive · {2} lives each</source>
        <translation>в игре {0} из {1} · по {2} жизни</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="379"/>
        <source>Season winner: {0}</source>
        <translation>Победитель сезона: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="383"/>
        <source>round {0}: cut-off passed, run the end-of-round check (Ctrl+E)</source>
        <translation>тур {0}: срок истёк, запустите проверку конца тура (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="386"/>
        <source>round {0} cut-off {1}</source>
        <translation>закрытие тура {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="389"/>
        <source>bye: {0}</source>
        <translation>без игры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="395"/>
        <source>Game {0}: {1} – {2}, reports {3} / {4}</source>
        <translation>Игра {0}: {1} – {2}, отчёты {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="400"/>
        <source>No conflicts.</source>
        <translation>Конфликтов нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>decided</source>
        <translation>решил(а)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>corrected</source>
        <translation>исправил(а)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="406"/>
        <source>R{0} {1}: {2} {3} {4} → {5}</source>
        <translation>Т{0} {1}: {2} {3} {4} → {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="424"/>
        <source>Choose a game.</source>
        <translation>Выберите игру.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Co&amp;rrect</source>
        <translation>Ис&amp;править</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="474"/>
        <source>Round {0} stays open: {1}, {2}.</source>
        <translation>Тур {0} остаётся открытым: {1}, {2}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="475"/>
        <source>%n game(s) waiting for reports</source>
        <translation>
            <numerusform>%n игра ждёт отчётов</numerusform>
            <numerusform>%n игры ждут отчётов</numerusform>
            <numerusform>%n игр ждут отчётов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="476"/>
        <source>%n conflict(s) waiting for an admin</source>
        <translation>
            <numerusform>%n конфликт ждёт решения админа</numerusform>
            <numerusform>%n конфликта ждут решения админа</numerusform>
            <numerusform>%n конфликтов ждут решения админа</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="501"/>
        <source>Game {0} is not in the stop queue ({1}). Override the players&apos; reports with {2}?</source>
        <translation>Игры {0} нет в очереди конфликтов ({1}). Заменить отчёты игроков результатом {2}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="506"/>
        <source>Override</source>
        <translation>Заменить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="430"/>
        <source>Game {0}: {1} – {2} · reports {3} / {4}</source>
        <translation>Игра {0}: {1} – {2} · отчёты {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="441"/>
        <source>{0} have fewer games on the host site than HU-E1 asks. Accept anyway?</source>
        <translation>У {0} меньше игр на сайте, чем требует HU-E1. Всё равно принять?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="442"/>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="450"/>
        <source>Seed the accepted players and start the season? Seeds and registrations are then fixed.</source>
        <translation>Расставить принятых игроков и начать сезон? После этого посев и заявки не меняются.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="451"/>
        <source>Start season</source>
        <translation>Начать сезон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="472"/>
        <source>Round {0} has ended.</source>
        <translation>Тур {0} завершён.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>Export round</source>
        <translation>Экспорт тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="539"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>SeatCashBar</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="198"/>
        <source>Already holds a seat in the target</source>
        <translation>Уже есть путёвка в целевой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="199"/>
        <source>Seat taken as &amp;cash…</source>
        <translation>Путёвка &amp;деньгами…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="202"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>Seat winner</source>
        <translation>Получивший путёвку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>no seat won yet</source>
        <translation>путёвок пока никто не выиграл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="242"/>
        <source>{0} takes the seat&apos;s value in cash instead of the seat?</source>
        <translation>{0} получает стоимость путёвки деньгами вместо путёвки?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="244"/>
        <source>Pay the seat in cash</source>
        <translation>Выплатить путёвку деньгами</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="116"/>
        <source>&amp;Draw seats</source>
        <translation>&amp;Рассадка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="117"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>Случайная рассадка всех игроков (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="118"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Поздняя регистрация…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="119"/>
        <source>Seat a late registration</source>
        <translation>Посадить поздно зарегистрированного игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="120"/>
        <source>&amp;Bust</source>
        <translation>Вы&amp;лет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="121"/>
        <source>Bust the selected player(s)</source>
        <translation>Выбывание выбранных игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="123"/>
        <source>Re&amp;instate…</source>
        <translation>&amp;Вернуть в игру…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="124"/>
        <source>Put a player busted by mistake back in play: places, prizes and bounties follow</source>
        <translation>Вернуть в игру ошибочно выбывшего игрока: места, призы и баунти пересчитываются</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="126"/>
        <source>Set b&amp;utton</source>
        <translation>Поставить &amp;баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="128"/>
        <source>Then click the seat that has the button</source>
        <translation>Затем щёлкните место, где баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="130"/>
        <source>Fi&amp;xed seat</source>
        <translation>&amp;Фиксированное место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="132"/>
        <source>Keep the selected player in their seat</source>
        <translation>Оставить выбранного игрока на его месте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="133"/>
        <source>Bloc&amp;k seat</source>
        <translation>&amp;Закрыть место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="135"/>
        <source>Block or open the selected empty seat</source>
        <translation>Закрыть или открыть выбранное пустое место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="136"/>
        <source>&amp;List view</source>
        <translation>Вид &amp;списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="137"/>
        <source>Show every seat as a list</source>
        <translation>Показать все места списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="139"/>
        <source>Ph&amp;ones…</source>
        <translation>Телефо&amp;ны…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="141"/>
        <source>Players&apos; phones: their codes, check-in, their seat and moves on their phone</source>
        <translation>Телефоны игроков: коды, отметка, место и пересадки на телефоне игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="145"/>
        <source>&amp;Tables…</source>
        <translation>&amp;Столы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="146"/>
        <source>The room&apos;s tables this event uses and the order they break (TDA-B6)</source>
        <translation>Столы зала, которые использует турнир, и порядок их закрытия (TDA-B6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="152"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>Где сидит… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="187"/>
        <source>Apply &amp;move</source>
        <translation>П&amp;ересадить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="188"/>
        <source>Apply the selected (or first) move</source>
        <translation>Выполнить выбранную (или первую) пересадку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="189"/>
        <source>Apply &amp;all</source>
        <translation>Пересадить &amp;всех</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="190"/>
        <source>Apply every pending move</source>
        <translation>Выполнить все ожидающие пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="211"/>
        <source>Pending moves</source>
        <translation>Ожидающие пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="302"/>
        <source>No seating for this event.</source>
        <translation>Для этого турнира нет рассадки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="305"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>Осталось игроков: {left} · столов: {tables} · финальный стол при {final}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="311"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>Стол {n}: игра остановлена до балансировки (TDA-B5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="314"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>Поставьте баттон за столами: {tables} (TDA-B2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/tab.py" line="317"/>
        <source>%n registered player(s) without a seat: Late entry.</source>
        <translation>
            <numerusform>%n зарегистрированный игрок без места: «Поздняя регистрация».</numerusform>
            <numerusform>%n зарегистрированных игрока без места: «Поздняя регистрация».</numerusform>
            <numerusform>%n зарегистрированных игроков без места: «Поздняя регистрация».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="354"/>
        <source>{0}: table {1} seat {2} → table {3} seat {4}</source>
        <translation>{0}: стол {1}, место {2} → стол {3}, место {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="365"/>
        <source>Seats swap with {names}: they move together (TDA-F1-B).</source>
        <translation>Обмен местами с {names}: пересаживаются одновременно (TDA-F1-B).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="370"/>
        <source>Waits: {0}</source>
        <translation>Ждёт: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="376"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>Щёлкните место, чтобы выбрать его; Ctrl+щелчок добавляет места.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="382"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>Стол {t}, место {s}: пусто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="426"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>Пересадить {name} сюда (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="430"/>
        <source>Button here</source>
        <translation>Баттон здесь</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="432"/>
        <source>Bust</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="433"/>
        <source>Fixed seat on/off</source>
        <translation>Фиксированное место вкл/выкл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="435"/>
        <source>Block / open seat</source>
        <translation>Закрыть / открыть место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="437"/>
        <source>Reinstate a busted player here…</source>
        <translation>Вернуть сюда выбывшего игрока…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="455"/>
        <source>Click the seat that has the button.</source>
        <translation>Щёлкните место, где баттон.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="483"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>Никто из сидящих не подходит под «{text}».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="485"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}: стол {t}, место {s}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="488"/>
        <source>… and {n} more</source>
        <translation>… и ещё {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="504"/>
        <source>Drawing seats…</source>
        <translation>Жеребьёвка мест…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="529"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>У всех зарегистрированных игроков есть место. Сначала зарегистрируйте опоздавшего игрока во вкладке «Игроки».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="549"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>Сначала выберите выбывающих игроков (щёлкните место).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="627"/>
        <source>Mystery envelope for {0}: {1} to {2}</source>
        <translation>Конверт за {0}: {1} игроку {2}</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="61"/>
        <source>Series</source>
        <translation>Серии</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="64"/>
        <source>&amp;New…</source>
        <translation>&amp;Новая…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="65"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Переименовать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="66"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="81"/>
        <source>&amp;Add event</source>
        <translation>&amp;Добавить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="82"/>
        <source>Re&amp;move event</source>
        <translation>&amp;Убрать турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="84"/>
        <source>Events</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="95"/>
        <source>Square root: k × √field ÷ √place</source>
        <translation>Квадратный корень: k × √участников ÷ √места</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="96"/>
        <source>Linear: k × (field − place + 1)</source>
        <translation>Линейная: k × (участников − место + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="97"/>
        <source>Table by place</source>
        <translation>Таблица по местам</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="98"/>
        <source>Tables by field size</source>
        <translation>Таблицы по числу участников</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="100"/>
        <source>such as 100</source>
        <translation>например, 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="101"/>
        <source>points of 1st, 2nd, …: 100 80 65 50</source>
        <translation>очки за 1-е, 2-е, …: 100 80 65 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="102"/>
        <source>places past the table: 0</source>
        <translation>места за пределами таблицы: 0</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="103"/>
        <source>from field size: 1: 50 30; 20: 100 70 50</source>
        <translation>от числа участников: 1: 50 30; 20: 100 70 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="107"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="110"/>
        <source>&amp;Save formula</source>
        <translation>&amp;Сохранить формулу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="112"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="114"/>
        <source>&amp;Formula</source>
        <translation>&amp;Формула</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="115"/>
        <source>&amp;k</source>
        <translation>&amp;k</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="116"/>
        <source>&amp;Table</source>
        <translation>&amp;Таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="117"/>
        <source>&amp;Bands</source>
        <translation>&amp;Диапазоны</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="118"/>
        <source>Defa&amp;ult</source>
        <translation>&amp;По умолчанию</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="119"/>
        <source>Best &amp;N results</source>
        <translation>&amp;Лучших результатов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="129"/>
        <source>&amp;Print…</source>
        <translation>&amp;Печать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="277"/>
        <source>{0}: place {1}</source>
        <translation>{0}: место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="278"/>
        <source>(dropped)</source>
        <translation>(не в зачёт)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <source>New series</source>
        <translation>Новая серия</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Rename series</source>
        <translation>Переименовать серию</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="320"/>
        <source>Delete the series {0}? Its events and their results stay; Edit › Undo brings the series back.</source>
        <translation>Удалить серию {0}? Её турниры и их результаты останутся; «Правка › Отменить» вернёт серию.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="321"/>
        <source>Delete</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="395"/>
        <source>Series leaderboard — {0}</source>
        <translation>Рейтинг серии — {0}</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="29"/>
        <source>Floor staff</source>
        <translation>Флор-менеджер</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="30"/>
        <source>Who is working at this station? The name is recorded with every action in the log; change it from Edit › Floor staff name when someone else takes over.</source>
        <translation>Кто работает за этим местом? Имя записывается в журнал при каждом действии; когда вас сменят, измените его в меню Правка › Имя флор-менеджера.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="33"/>
        <source>Name recorded with every action:</source>
        <translation>Имя, записываемое при каждом действии:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="38"/>
        <source>e.g. Anna Lindqvist</source>
        <translation>например, Анна Линдквист</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="53"/>
        <source>Type the name of the person at this station.</source>
        <translation>Введите имя человека за этим местом.</translation>
    </message>
</context>
<context>
    <name>StaffPinsDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="40"/>
        <source>Staff PINs for the floor tablets</source>
        <translation>PIN персонала для планшетов зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="41"/>
        <source>A floor person signs in on a tablet at the player screens&apos; address followed by /staff, with their own PIN. Each tablet action is logged under their name.</source>
        <translation>Сотрудник зала входит на планшете по адресу экранов для игроков с добавлением /staff, со своим PIN. Каждое действие с планшета записывается в журнал под его именем.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="67"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <source>PIN set</source>
        <translation>PIN задан</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="47"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="58"/>
        <source>empty: a random PIN</source>
        <translation>пусто: случайный PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="59"/>
        <source>Set PIN</source>
        <translation>Задать PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="61"/>
        <source>Revoke the selected PIN…</source>
        <translation>Отозвать выбранный PIN…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="68"/>
        <source>PIN (6 to 12 digits)</source>
        <translation>PIN (от 6 до 12 цифр)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>active</source>
        <translation>действует</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>revoked {0}</source>
        <translation>отозван {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="101"/>
        <source>PIN for {0}: {1}. Write it down and hand it over: it is not shown again.</source>
        <translation>PIN для {0}: {1}. Запишите и передайте его: он больше не будет показан.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="112"/>
        <source>Revoke {0}&apos;s PIN? Their tablets stop at once.</source>
        <translation>Отозвать PIN {0}? Его планшеты сразу перестанут работать.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke PIN</source>
        <translation>Отозвать PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke</source>
        <translation>Отозвать</translation>
    </message>
</context>
<context>
    <name>StandbyDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="49"/>
        <source>Keep a standby copy</source>
        <translation>Резервная копия</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="51"/>
        <source>This laptop keeps a live copy of the host&apos;s database: every action saved on the host is on both laptops. If the host laptop dies, press Promote: this laptop becomes the host and the stations follow it.</source>
        <translation>Этот ноутбук держит живую копию базы данных хоста: каждое сохранённое на хосте действие есть на обоих ноутбуках. Если ноутбук хоста выйдет из строя, нажмите «Повысить»: этот ноутбук станет хостом, и станции перейдут на него.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="57"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>напр. 192.168.1.20 (пусто: из кода)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="63"/>
        <source>Off</source>
        <translation>Выкл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="66"/>
        <source>Once promoted, this laptop serves the player screens and the floor tablets&apos; staff pages on this port; the tablets are told it in advance. 0: off.</source>
        <translation>После повышения этот ноутбук обслуживает экраны для игроков и страницы персонала для планшетов в зале на этом порту; планшеты узнают о нём заранее. 0: выкл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="75"/>
        <source>&amp;Address:</source>
        <translation>&amp;Адрес:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="76"/>
        <source>Join &amp;code:</source>
        <translation>&amp;Код подключения:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="77"/>
        <source>Staff pages &amp;port:</source>
        <translation>&amp;Порт страниц персонала:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="78"/>
        <source>&amp;Event to serve:</source>
        <translation>&amp;Турнир для показа:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="83"/>
        <source>&amp;Start the copy</source>
        <translation>&amp;Запустить копию</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="86"/>
        <source>&amp;Promote</source>
        <translation>&amp;Повысить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="124"/>
        <source>Event to serve: name the event whose staff pages port {0} serves, or set the port to Off.</source>
        <translation>Турнир для показа: укажите турнир, чьи страницы персонала обслуживает порт {0}, или выключите порт.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="138"/>
        <source>Following the host: the copy answers on port {0}.</source>
        <translation>Следует за хостом: копия отвечает на порту {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="158"/>
        <source>Promoted: this laptop is the host now. Join code: {0}</source>
        <translation>Повышена: этот ноутбук теперь хост. Код подключения: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="186"/>
        <source>Staff pages for the floor tablets: port {0}, event {1}.</source>
        <translation>Страницы персонала для планшетов в зале: порт {0}, турнир {1}.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="35"/>
        <source>points</source>
        <translation>очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="36"/>
        <source>quality of wins</source>
        <translation>качество побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="37"/>
        <source>quality of losses</source>
        <translation>качество поражений</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="38"/>
        <source>quality of games</source>
        <translation>качество игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="39"/>
        <source>second-order quality</source>
        <translation>качество второго порядка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="40"/>
        <source>head-to-head</source>
        <translation>личная встреча</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="41"/>
        <source>penalties</source>
        <translation>наказания</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="42"/>
        <source>lot</source>
        <translation>жребий</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="98"/>
        <source>(dropped)</source>
        <translation>(снят)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="119"/>
        <source>Lot drawn for player: %1 (recorded seed)</source>
        <translation>Жребий игрока: %1 (сид записан)</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="145"/>
        <source>Export standings CSV…</source>
        <translation>Экспорт таблицы в CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="147"/>
        <source>Export results CSV…</source>
        <translation>Экспорт результатов в CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="153"/>
        <source>&amp;Ratings…</source>
        <translation>&amp;Рейтинги…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="160"/>
        <source>Top cut</source>
        <translation>Плей-офф</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="197"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="198"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>после %n тура</numerusform>
            <numerusform>после %n туров</numerusform>
            <numerusform>после %n туров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="218"/>
        <source>Winner: %1</source>
        <translation>Победитель: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>Export CSV</source>
        <translation>Экспорт CSV</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="239"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="240"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="258"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="268"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="241"/>
        <source>Semi-final</source>
        <translation>Полуфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="242"/>
        <source>Quarter-final</source>
        <translation>Четвертьфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="245"/>
        <source>Round of %1</source>
        <translation>Топ-%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="260"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="269"/>
        <source>Semi-finals</source>
        <translation>Полуфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="262"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="270"/>
        <source>Quarter-finals</source>
        <translation>Четвертьфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="263"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="275"/>
        <source>Top %1</source>
        <translation>Топ-%1</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="98"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="112"/>
        <source>The event&apos;s starting stack, set in the event&apos;s settings (File › Edit event…); presets and templates keep it</source>
        <translation>Стартовый стек турнира задаётся в настройках турнира (Файл › Изменить турнир…); пресеты и шаблоны его сохраняют</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="115"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>фишки в игре, от меньшей: 25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="148"/>
        <source>Add level</source>
        <translation>Добавить уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="149"/>
        <source>Insert break</source>
        <translation>Вставить перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="150"/>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="151"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="152"/>
        <source>Move up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="153"/>
        <source>Move down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="157"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="158"/>
        <source>Set all durations</source>
        <translation>Задать длительность всем</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="162"/>
        <source>Load preset</source>
        <translation>Загрузить готовую</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="164"/>
        <source>Load template</source>
        <translation>Загрузить шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="165"/>
        <source>Save as template</source>
        <translation>Сохранить как шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="166"/>
        <source>Import TOML…</source>
        <translation>Импорт TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="167"/>
        <source>Export TOML…</source>
        <translation>Экспорт TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="176"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="177"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="178"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="179"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="246"/>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="305"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}: {1} {2!r} — не целое число</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Level {0}</source>
        <translation>Уровень {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="427"/>
        <source>Replace the template {0!r}?</source>
        <translation>Заменить шаблон {0!r}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Import structure</source>
        <translation>Импорт структуры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>Файлы структур (*.toml);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="442"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Не удаётся прочитать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="455"/>
        <source>Export structure</source>
        <translation>Экспорт структуры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="456"/>
        <source>Structure files (*.toml)</source>
        <translation>Файлы структур (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="464"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>StructurePanel</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Blinds</source>
        <translation>Блайнды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="234"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="255"/>
        <source>Games&apos; structure: {0}, starting stack {1}</source>
        <translation>Структура игр: {0}, стартовый стек {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="261"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="28"/>
        <source>Swap players — round %1</source>
        <translation>Поменять игроков — тур %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="39"/>
        <source>%1 (organiser bye)</source>
        <translation>%1 (бай от организатора)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="40"/>
        <source>%1 (bye)</source>
        <translation>%1 (бай)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="42"/>
        <source>%1 (table %2)</source>
        <translation>%1 (стол %2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="55"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="56"/>
        <source>swaps with</source>
        <translation>меняется с</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="57"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="73"/>
        <source>Pick two different players.</source>
        <translation>Выберите двух разных игроков.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="76"/>
        <source>Warning: %1</source>
        <translation>Предупреждение: %1</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="67"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="69"/>
        <source>BYE</source>
        <translation>БАЙ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>organiser bye</source>
        <translation>бай от организатора</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>bye</source>
        <translation>бай</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="86"/>
        <source>(corrected)</source>
        <translation>(исправлено)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="93"/>
        <source>Paired by hand</source>
        <translation>Пара составлена вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>ML</source>
        <translation>ПМ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>GL</source>
        <translation>ПИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="112"/>
        <source>Match loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>Поражение в матче для {0} (наказание, PEN-2): в бланке {1}, матч засчитан {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="116"/>
        <source>Game loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>Поражение в игре для {0} (наказание, PEN-2): в бланке {1}, матч засчитан {2}.</translation>
    </message>
</context>
<context>
    <name>TabletPage</name>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="25"/>
        <source>{0} at table {1}</source>
        <translation>{0} за столом {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="26"/>
        <source>Signed in: {0}</source>
        <translation>Вход выполнен: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="27"/>
        <source>Another table</source>
        <translation>Другой стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="28"/>
        <source>Refresh</source>
        <translation>Обновить</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="29"/>
        <source>Table {0} is not playing in this event.</source>
        <translation>Стол {0} не играет в этом турнире.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="30"/>
        <source>This event has no floor pages.</source>
        <translation>У этого турнира нет страниц для зала.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="31"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="32"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="33"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="34"/>
        <source>Out</source>
        <translation>Выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="35"/>
        <source>Won the pot</source>
        <translation>Выиграл банк</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="36"/>
        <source>Tick who is out, and who won their chips (several for a split pot).</source>
        <translation>Отметьте, кто выбыл и кто выиграл его фишки (несколько — при делёже банка).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="37"/>
        <source>Bust the players ticked out</source>
        <translation>Выбить отмеченных игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="38"/>
        <source>Hand done (with the players ticked out)</source>
        <translation>Раздача сыграна (с отмеченными выбывшими)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="39"/>
        <source>Hand for hand, hand {0}: this table is playing the hand.</source>
        <translation>Рука за рукой, раздача {0}: этот стол играет раздачу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="40"/>
        <source>Hand for hand, hand {0}: this table has reported; wait for the others.</source>
        <translation>Рука за рукой, раздача {0}: этот стол отчитался; ждите остальных.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="41"/>
        <source>Hand for hand: wait for the desk to start the next hand.</source>
        <translation>Рука за рукой: ждите, пока стол регистрации начнёт следующую раздачу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="42"/>
        <source>Chip counts</source>
        <translation>Подсчёт фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="43"/>
        <source>Type the stacks you counted; a blank keeps the player&apos;s chips.</source>
        <translation>Введите подсчитанные стеки; пустое поле оставляет фишки игрока как есть.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="44"/>
        <source>Save the chip counts</source>
        <translation>Сохранить подсчёт фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="45"/>
        <source>Late entries waiting for a seat</source>
        <translation>Поздние входы, ожидающие места</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="46"/>
        <source>Seat {0} here</source>
        <translation>Посадить {0} сюда</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="47"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="48"/>
        <source>Call the clock</source>
        <translation>Вызвать часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="49"/>
        <source>Pause the clock</source>
        <translation>Остановить часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="50"/>
        <source>Resume the clock</source>
        <translation>Запустить часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="51"/>
        <source>Round {0}, table {1}</source>
        <translation>Тур {0}, стол {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="52"/>
        <source>{0} against {1}</source>
        <translation>{0} против {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="53"/>
        <source>{0} has a bye.</source>
        <translation>У {0} бай.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="54"/>
        <source>Table {0} has no match in the round being played.</source>
        <translation>У стола {0} нет матча в текущем туре.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="55"/>
        <source>Result recorded: {0}</source>
        <translation>Результат записан: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="56"/>
        <source>The result, {0}&apos;s games first</source>
        <translation>Результат, сначала партии {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="57"/>
        <source>Busted: {0}</source>
        <translation>Выбыли: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="58"/>
        <source>Hand done reported for table {0}.</source>
        <translation>Конец раздачи отмечен для стола {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="59"/>
        <source>Chip counts saved for table {0}.</source>
        <translation>Подсчёт фишек сохранён для стола {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="60"/>
        <source>Seated at seat {0}.</source>
        <translation>Посажен на место {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="61"/>
        <source>The clock is called: {0} seconds.</source>
        <translation>Часы вызваны: {0} секунд.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="62"/>
        <source>The clock is paused.</source>
        <translation>Часы остановлены.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="63"/>
        <source>The clock runs again.</source>
        <translation>Часы снова идут.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="64"/>
        <source>Result saved.</source>
        <translation>Результат сохранён.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="65"/>
        <source>Table {0} changed at {1}: {2}</source>
        <translation>Стол {0} изменён на станции {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="66"/>
        <source>Table {0} changed at a tablet ({1}): {2}</source>
        <translation>Стол {0} изменён с планшета ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="67"/>
        <source>Changes at this table</source>
        <translation>Изменения за этим столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="68"/>
        <source>Show the table as it is now</source>
        <translation>Показать стол в нынешнем виде</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="53"/>
        <source>Floor tablet</source>
        <translation>Планшет зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="54"/>
        <source>Your staff PIN</source>
        <translation>Ваш PIN сотрудника</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="55"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="56"/>
        <source>Sign in</source>
        <translation>Войти</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="57"/>
        <source>Sign out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="58"/>
        <source>This PIN does not open the staff pages. Ask the desk.</source>
        <translation>Этот PIN не открывает страницы персонала. Обратитесь к столу регистрации.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="59"/>
        <source>A player&apos;s code does not open the staff pages: sign in with your staff PIN.</source>
        <translation>Код игрока не открывает страницы персонала: войдите со своим PIN сотрудника.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="60"/>
        <source>Your PIN has been revoked: nothing was saved. Ask the desk.</source>
        <translation>Ваш PIN отозван: ничего не сохранено. Обратитесь к столу регистрации.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="61"/>
        <source>This page had expired, so nothing was saved: the table as it is now is below.</source>
        <translation>Страница устарела, поэтому ничего не сохранено: ниже стол в его нынешнем виде.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="62"/>
        <source>The table has changed since this page was drawn (a player moved, the table was broken or re-paired), so nothing was saved. The table as it is now is below: check it and try again.</source>
        <translation>Стол изменился с момента показа страницы (игрок пересажен, стол расформирован или пары составлены заново), поэтому ничего не сохранено. Ниже стол в его нынешнем виде: проверьте и повторите.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="63"/>
        <source>Not saved: {0}</source>
        <translation>Не сохранено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="64"/>
        <source>Signed out.</source>
        <translation>Вы вышли.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="65"/>
        <source>Signed in as {0}</source>
        <translation>Вход выполнен: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="66"/>
        <source>Which table are you at?</source>
        <translation>За каким вы столом?</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="67"/>
        <source>This page&apos;s server does not answer: nothing can be saved now. Trying again…</source>
        <translation>Сервер этой страницы не отвечает: сейчас ничего нельзя сохранить. Пробуем снова…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="68"/>
        <source>This page&apos;s server does not answer: nothing can be saved here now. The page goes on at the standby copy as soon as it answers…</source>
        <translation>Сервер этой страницы не отвечает: здесь сейчас ничего нельзя сохранить. Страница перейдёт на резервную копию, как только та ответит…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="69"/>
        <source>If this page stops answering, the staff pages go on at {0}</source>
        <translation>Если эта страница перестанет отвечать, страницы персонала продолжат работу по адресу {0}</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="105"/>
        <source>Round templates</source>
        <translation>Шаблоны туров</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="110"/>
        <source>One slot a line: 2026-12-01 20:00</source>
        <translation>Один слот в строке: 2026-12-01 20:00</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="115"/>
        <source>&amp;Save template</source>
        <translation>&amp;Сохранить шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="118"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="121"/>
        <source>Template</source>
        <translation>Шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="122"/>
        <source>Slots</source>
        <translation>Слоты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="140"/>
        <source>No templates yet: rounds then get one slot a day at 20:00.</source>
        <translation>Шаблонов пока нет: тогда у тура по одному слоту в день в 20:00.</translation>
    </message>
</context>
<context>
    <name>TermsDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="16"/>
        <source>Buy-in (prize pool part)</source>
        <translation>Бай-ин (в призовой фонд)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="17"/>
        <source>Fee (rake)</source>
        <translation>Сбор (рейк)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="18"/>
        <source>Bounty</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="19"/>
        <source>Re-entries per player</source>
        <translation>Повторных входов на игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="20"/>
        <source>0: no re-entry</source>
        <translation>0: без повторного входа</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="21"/>
        <source>Re-entry price (prize pool part)</source>
        <translation>Цена повторного входа (в призовой фонд)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="22"/>
        <source>0: the same as the buy-in</source>
        <translation>0: как бай-ин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="23"/>
        <source>Re-entry chips</source>
        <translation>Фишки за повторный вход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="24"/>
        <source>0: the starting stack</source>
        <translation>0: стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="25"/>
        <source>Rebuys per player</source>
        <translation>Ребаев на игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="26"/>
        <source>0: no rebuys</source>
        <translation>0: без ребаев</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="27"/>
        <source>Rebuy price</source>
        <translation>Цена ребая</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="28"/>
        <source>Rebuy chips</source>
        <translation>Фишки за ребай</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="29"/>
        <source>Rebuys until level</source>
        <translation>Ребаи до уровня</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="30"/>
        <source>0: until registration closes</source>
        <translation>0: до закрытия регистрации</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="31"/>
        <source>Add-on price</source>
        <translation>Цена аддона</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="32"/>
        <source>0: no add-on</source>
        <translation>0: без аддона</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="33"/>
        <source>Add-on chips</source>
        <translation>Фишки за аддон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="34"/>
        <source>Late registration until level</source>
        <translation>Поздняя регистрация до уровня</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="35"/>
        <source>Entries and re-entries close after this level; 0: closed by hand</source>
        <translation>Входы и повторные входы закрываются после этого уровня; 0: закрывается вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="37"/>
        <source>Guaranteed prize pool</source>
        <translation>Гарантированный призовой фонд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="38"/>
        <source>Added money</source>
        <translation>Добавлено организатором</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="39"/>
        <source>Round prizes to</source>
        <translation>Округлять призы до</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="50"/>
        <source>Entry fees and terms</source>
        <translation>Взносы и условия</translation>
    </message>
</context>
<context>
    <name>WalkInDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="59"/>
        <source>Walk-in — {0}</source>
        <translation>Новый игрок у кассы — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="63"/>
        <source>Type a name: a returning player is found</source>
        <translation>Введите имя: вернувшийся игрок найдётся</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>In this event</source>
        <translation>В этом турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>Events</source>
        <translation>Турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="83"/>
        <source>A4</source>
        <translation>A4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="83"/>
        <source>Letter</source>
        <translation>Letter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="84"/>
        <source>80 mm receipt</source>
        <translation>Чек 80 мм</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="97"/>
        <source>&amp;Name</source>
        <translation>&amp;Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="99"/>
        <source>&amp;Kind</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="100"/>
        <source>&amp;Method</source>
        <translation>&amp;Способ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="101"/>
        <source>Price</source>
        <translation>Цена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="102"/>
        <source>&amp;Ticket</source>
        <translation>&amp;Билет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="103"/>
        <source>&amp;Take, seat and print</source>
        <translation>&amp;Принять, посадить и напечатать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="142"/>
        <source>{0} — {1} chips</source>
        <translation>{0} — {1} фишек</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="160"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n турнир</numerusform>
            <numerusform>%n турнира</numerusform>
            <numerusform>%n турниров</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="221"/>
        <source>%n person(s) of the player database match: Down and Enter pick one; Enter again registers a new player “{0}”.</source>
        <translation>
            <numerusform>%n человек из базы игроков подходит: «вниз» и Enter выбирают; повторный Enter регистрирует нового игрока «{0}».</numerusform>
            <numerusform>%n человека из базы игроков подходят: «вниз» и Enter выбирают одного; повторный Enter регистрирует нового игрока «{0}».</numerusform>
            <numerusform>%n человек из базы игроков подходят: «вниз» и Enter выбирают одного; повторный Enter регистрирует нового игрока «{0}».</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="256"/>
        <source>Undone: {0}</source>
        <translation>Отменено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="262"/>
        <source>{0}: paid, {1} chips — seated by the draw</source>
        <translation>{0}: оплачено, {1} фишек — место даст жеребьёвка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="264"/>
        <source>{0}: table {1}, seat {2} — {3} chips</source>
        <translation>{0}: стол {1}, место {2} — {3} фишек</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="97"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>В tdesk что-то пошло не так; всё, что было сохранено раньше, в безопасности.

{0}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="38"/>
        <source>usage: </source>
        <translation>использование: </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="39"/>
        <source>positional arguments</source>
        <translation>позиционные аргументы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="40"/>
        <source>options</source>
        <translation>параметры</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="41"/>
        <source>show this help message and exit</source>
        <translation>показать эту справку и выйти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="42"/>
        <source>show program&apos;s version number and exit</source>
        <translation>показать версию программы и выйти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="48"/>
        <source>unrecognized arguments: %s</source>
        <extracomment>argparse&apos;s error templates, most specific first (&quot;invalid int value&quot; before &quot;invalid … value&quot;); ``%s``, ``%r`` and ``%(name)s`` stand for what argparse put in.</extracomment>
        <translation>нераспознанные аргументы: %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="49"/>
        <source>the following arguments are required: %s</source>
        <translation>обязательные аргументы не указаны: %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="50"/>
        <source>one of the arguments %s is required</source>
        <translation>нужен один из аргументов %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="51"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>аргумент %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="52"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>недопустимое значение: %(value)r (выберите из %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="53"/>
        <source>invalid int value: %(value)r</source>
        <translation>не целое число: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="54"/>
        <source>invalid float value: %(value)r</source>
        <translation>не число: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="55"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>недопустимое значение %(type)s: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="56"/>
        <source>expected one argument</source>
        <translation>ожидается одно значение</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="57"/>
        <source>expected at most one argument</source>
        <translation>ожидается не более одного значения</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="58"/>
        <source>expected at least one argument</source>
        <translation>ожидается хотя бы одно значение</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="59"/>
        <source>not allowed with argument %s</source>
        <translation>нельзя вместе с аргументом %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="60"/>
        <source>ignored explicit argument %r</source>
        <translation>лишнее значение %r не учтено</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="61"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>неоднозначный параметр: %(option)s может означать %(matches)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="62"/>
        <source>unexpected option string: %s</source>
        <translation>неожиданный параметр: %s</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="355"/>
        <source>Backup written to {0}</source>
        <translation>Резервная копия записана в {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="371"/>
        <source>The store {0} already has the demo events. Recreate them? Their results will be lost. [y/N] </source>
        <translation>В хранилище {0} уже есть демонстрационные турниры. Создать их заново? Их результаты будут потеряны. [y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="375"/>
        <source>The store {0} already has the demo events: kept them as they are (no terminal to ask; add --yes to recreate them).</source>
        <translation>В хранилище {0} уже есть демонстрационные турниры: они оставлены как есть (нет терминала, чтобы спросить; добавьте --yes, чтобы создать их заново).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="381"/>
        <source>Demo store ready at {0} (%n event(s)).</source>
        <translation>
            <numerusform>Демонстрационное хранилище готово: {0} (%n турнир).</numerusform>
            <numerusform>Демонстрационное хранилище готово: {0} (%n турнира).</numerusform>
            <numerusform>Демонстрационное хранилище готово: {0} (%n турниров).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="25"/>
        <source>Each row is matched to the person of the player database it is, accent- and case-blind: a single person spelled exactly as the row is taken; a row with namesakes (two or more people of that name) or one person spelled otherwise (&quot;kate dixon&quot; for Kate Dixon) refuses the import, listing them, until each is said: --person LINE=#ID or LINE=new, --match (take the single person spelled otherwise; namesakes still need --person), or --new-people (every row a new person). A returning person keeps their rating and details; the file&apos;s values fill only what they lack.</source>
        <translation>Каждая строка сопоставляется с человеком из базы игроков без учёта диакритики и регистра: единственный человек, написанный в точности как в строке, берётся; строка с тёзками (двое или больше людей с таким именем) или с одним человеком, написанным иначе (&quot;kate dixon&quot; вместо Kate Dixon), останавливает импорт со списком, пока для каждой не сказано: --person СТРОКА=#НОМЕР или СТРОКА=new, --match (взять единственного человека, написанного иначе; тёзкам всё равно нужен --person) или --new-people (каждая строка — новый человек). Вернувшийся человек сохраняет свой рейтинг и данные; значения из файла заполняют только то, чего не хватает.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="41"/>
        <source>also take the single person whose name differs only in accents or case (namesakes still need --person)</source>
        <translation>также брать единственного человека, чьё имя отличается только диакритикой или регистром (тёзкам всё равно нужен --person)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="45"/>
        <source>make every row a new person (no matching)</source>
        <translation>каждая строка — новый человек (без сопоставления)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="46"/>
        <source>LINE=#ID|LINE=new</source>
        <translation>СТРОКА=#НОМЕР|СТРОКА=new</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="48"/>
        <source>the person the file&apos;s line LINE is (#ID: the person number, as tdesk person find shows; new: a new person); repeatable</source>
        <translation>какой человек записан в строке СТРОКА файла (#НОМЕР: номер человека, как его показывает tdesk person find; new: новый человек); можно повторять</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/imports.py" line="124"/>
        <source>Imported %n player(s) ({0}).</source>
        <translation>
            <numerusform>Импортирован %n игрок ({0}).</numerusform>
            <numerusform>Импортировано %n игрока ({0}).</numerusform>
            <numerusform>Импортировано %n игроков ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="125"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>Вернувшиеся игроки: {0}; новые: {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="133"/>
        <source>Line {0}: {1} keeps {2} (the file says {3}).</source>
        <translation>Строка {0}: у {1} остаётся {2} (в файле {3}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="413"/>
        <source>Exported the rating list to {0}</source>
        <translation>Рейтинговый список экспортирован в {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="428"/>
        <source>Exported results to {0}</source>
        <translation>Результаты экспортированы в {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="433"/>
        <source>Exported %n player(s) to {0}</source>
        <translation>
            <numerusform>Экспортирован %n игрок в {0}</numerusform>
            <numerusform>Экспортировано %n игрока в {0}</numerusform>
            <numerusform>Экспортировано %n игроков в {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="487"/>
        <location filename="../../tdesk/cli/__init__.py" line="545"/>
        <location filename="../../tdesk/cli/people.py" line="110"/>
        <location filename="../../tdesk/cli/series.py" line="109"/>
        <source>Wrote {0}</source>
        <translation>Записан файл {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="23"/>
        <source>register decklists from text files (DECK-1..DECK-5)</source>
        <translation>зарегистрировать списки колод из текстовых файлов (DECK-1..DECK-5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="25"/>
        <source>ACTION</source>
        <translation>ДЕЙСТВИЕ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="29"/>
        <source>import lists: a file per player named after them, or &apos;# Player: Name&apos; headers</source>
        <translation>импорт списков: файл на игрока, названный его именем, или заголовки &apos;# Player: Name&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="32"/>
        <location filename="../../tdesk/cli/screens.py" line="33"/>
        <location filename="../../tdesk/cli/venue.py" line="42"/>
        <source>FILE</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="34"/>
        <source>after round 1 is paired: the head judge changes locked lists (DECK-5); needs --reason</source>
        <translation>после жеребьёвки тура 1: главный судья меняет закрытые списки (DECK-5); нужен --reason</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="36"/>
        <source>why a locked list changes (the log keeps it)</source>
        <translation>почему меняется закрытый список (сохраняется в журнале)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="40"/>
        <source>show or set the cards allowed in any number of copies (DECK-4)</source>
        <translation>показать или задать карты, разрешённые в любом количестве копий (DECK-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="43"/>
        <source>CARD</source>
        <translation>КАРТА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="44"/>
        <source>the card names (quote a name with spaces); none: show the list</source>
        <translation>названия карт (название с пробелами — в кавычках); без них: показать список</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="47"/>
        <source>no card is allowed in any number (clears the list)</source>
        <translation>ни одна карта не разрешена в любом количестве (очищает список)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="67"/>
        <source>Registered: {0}</source>
        <translation>Сдан: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="68"/>
        <source>Replaced: {0}</source>
        <translation>Заменён: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="71"/>
        <source>Not imported: {0} ({1}): {2}</source>
        <translation>Не импортирован: {0} ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="74"/>
        <source>Lists still missing: {0}</source>
        <translation>Ещё не сдано списков: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="92"/>
        <source>Cards allowed in any number: {0}</source>
        <translation>Карты в любом количестве: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="93"/>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="24"/>
        <source>log a judge call, give a table extra time, or list them</source>
        <translation>записать вызов судьи, дать столу дополнительное время или показать их список</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="28"/>
        <source>the round (default: the latest)</source>
        <translation>тур (по умолчанию: последний)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="30"/>
        <source>the table number</source>
        <translation>номер стола</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="32"/>
        <source>the judge&apos;s name</source>
        <translation>имя судьи</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="33"/>
        <source>call: what the judge ruled</source>
        <translation>call: какое решение принял судья</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="35"/>
        <source>ID</source>
        <translation>НОМЕР</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="36"/>
        <source>call: the penalty the ruling gave (its number in the log)</source>
        <translation>call: штраф по этому решению (его номер в журнале)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="39"/>
        <source>extend: minutes (1 to 60); call: extra time for the same table</source>
        <translation>extend: минуты (от 1 до 60); call: дополнительное время тому же столу</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="42"/>
        <source>extend: why (a deck check, a ruling); call: default the ruling</source>
        <translation>extend: причина (проверка колоды, решение судьи); call: по умолчанию — решение</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="69"/>
        <source>Judge call #{0} logged at table {1}, round {2}.</source>
        <translation>Вызов судьи №{0} записан: стол {1}, тур {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="77"/>
        <location filename="../../tdesk/cli/judge_calls.py" line="88"/>
        <source>Table {0}: +{1} min</source>
        <translation>Стол {0}: +{1} мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="86"/>
        <location filename="../../tdesk/cli/phones.py" line="99"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="89"/>
        <source>{0}  table {1}  judge call, {2}: {3}</source>
        <translation>{0}  стол {1}  вызов судьи, {2}: {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="93"/>
        <source>{0}  table {1}  +{2} min, {3}: {4}</source>
        <translation>{0}  стол {1}  +{2} мин, {3}: {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="28"/>
        <source>players&apos; phones: reporting on/off, lock a round, check-in, the queue and drop requests</source>
        <translation>телефоны игроков: отчёты вкл./выкл., закрыть тур, отметка, очередь и просьбы о выходе</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="34"/>
        <source>decide: the table</source>
        <translation>decide: стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="36"/>
        <source>decide: the result for the table&apos;s A</source>
        <translation>decide: результат для игрока A за столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="39"/>
        <source>checkin: what the check-in is for (&quot;Round 2&quot;; &quot;&quot; closes it)</source>
        <translation>checkin: для чего отметка (&quot;Тур 2&quot;; &quot;&quot; закрывает её)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="41"/>
        <source>drop: the request&apos;s number</source>
        <translation>drop: номер просьбы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="44"/>
        <source>drop: drop the player</source>
        <translation>drop: снять игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="46"/>
        <source>drop: keep the player in</source>
        <translation>drop: оставить игрока в турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Semi-finals</source>
        <translation>Полуфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="106"/>
        <source>Quarter-finals</source>
        <translation>Четвертьфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="107"/>
        <source>Top {0}</source>
        <translation>Топ-{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="117"/>
        <source>{0} locked</source>
        <translation>{0}: закрыт</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="119"/>
        <source>Phone reports: {0}</source>
        <translation>Результаты с телефонов: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="23"/>
        <source>a card-game event&apos;s prizes per place (show, set, clear)</source>
        <translation>призы карточного турнира по местам (show, set, clear)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="27"/>
        <source>LINE</source>
        <translation>СТРОКА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="28"/>
        <source>set: one line per place or range, such as &quot;1: 100 store credit&quot; or &quot;3-4: 6 boosters&quot; (each place of the range gets it)</source>
        <translation>set: одна строка на место или диапазон, например &quot;1: 100 store credit&quot; или &quot;3-4: 6 boosters&quot; (каждое место диапазона получает это)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="33"/>
        <source>a Swiss event&apos;s late entries: losses for missed rounds, the bye in their first round (CG-P3)</source>
        <translation>поздняя регистрация в турнире по швейцарской системе: поражения за пропущенные туры, бай в первом туре (CG-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="38"/>
        <source>each round a late entry missed counts as a match loss</source>
        <translation>каждый пропущенный при поздней регистрации тур считается поражением</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="41"/>
        <source>on: a late entry may get the bye of the round they join</source>
        <translation>on: при поздней регистрации игрок может получить бай в туре, в который входит</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="60"/>
        <source>Late entries: losses for missed rounds: {0}</source>
        <translation>Поздняя регистрация: поражения за пропущенные туры: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>on</source>
        <translation>включены</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>off</source>
        <translation>выключены</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="62"/>
        <source>Late entries may get the bye in their first round: {0}</source>
        <translation>Поздно зарегистрированный может получить бай в своём первом туре: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="77"/>
        <source>No prizes listed.</source>
        <translation>Призы не указаны.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="118"/>
        <source>round {0} locked</source>
        <translation>тур {0} закрыт</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="123"/>
        <source>Check-in for {0}: {1} of {2}; not yet: {3}</source>
        <translation>Отметка ({0}): {1} из {2}; ещё нет: {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="127"/>
        <source>disputes the other&apos;s report</source>
        <translation>оспаривает отчёт соперника</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="129"/>
        <source>{0} table {1}: {2} reports {3}, {4} reports {5} (each their own games first)</source>
        <translation>{0}, стол {1}: {2} сообщает {3}, {4} сообщает {5} (у каждого сначала свои партии)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="133"/>
        <source>: the reports conflict</source>
        <translation>; отчёты расходятся</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="135"/>
        <source>Drop request #{0}: {1}</source>
        <translation>Просьба о выходе №{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="25"/>
        <source>find a person, print their history, export or import the player database</source>
        <translation>найти человека, напечатать его историю, экспортировать или импортировать базу игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="29"/>
        <source>find: what to look for; history: the person&apos;s name or #ID; import: the CSV file</source>
        <translation>find: что искать; history: имя человека или #НОМЕР; import: CSV-файл</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="32"/>
        <source>export: the CSV to write; history: a PDF sheet to write</source>
        <translation>export: CSV-файл для записи; history: PDF-лист для записи</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="35"/>
        <source>export: include contact and notes (private)</source>
        <translation>export: включить контакт и примечания (личное)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="37"/>
        <source>find: at most this many</source>
        <translation>find: не больше стольких</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="60"/>
        <source>Exported {0} people to {1}.</source>
        <translation>Экспортировано людей: {0}, в {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="65"/>
        <source>Imported {0} new people; {1} matched people already there.</source>
        <translation>Импортировано новых: {0}; найдено уже в базе: {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="77"/>
        <source>Nobody matches {0!r}.</source>
        <translation>Никто не подходит под {0!r}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="80"/>
        <source>last: {0}</source>
        <translation>последний: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/people.py" line="84"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n турнир</numerusform>
            <numerusform>%n турнира</numerusform>
            <numerusform>%n турниров</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Penalties</source>
        <translation>Наказания</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="120"/>
        <source>lives: {0}</source>
        <translation>жизни: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="23"/>
        <source>preview or apply an event&apos;s ratings, or show a person&apos;s</source>
        <translation>просмотреть или применить рейтинги турнира или показать рейтинг человека</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="26"/>
        <source>show: the person&apos;s name, or #ID (the number tdesk person find lists)</source>
        <translation>show: имя человека или #НОМЕР (номер, который показывает tdesk person find)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="28"/>
        <source>preview, apply: the event</source>
        <translation>preview, apply: турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="30"/>
        <source>apply: the game rated (RAT-1)</source>
        <translation>apply: игра, по которой ведётся рейтинг (RAT-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="32"/>
        <source>apply: the K factor, 1 to 100</source>
        <translation>apply: коэффициент K, от 1 до 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="50"/>
        <source>Applied the {0} ratings of {1} players (K {2}).</source>
        <translation>Рейтинги «{0}» пересчитаны у {1} игроков (K {2}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="62"/>
        <source>{0}: {1}, K {2}</source>
        <translation>{0}: {1}, K {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="64"/>
        <source>Applied at {0}.</source>
        <translation>Пересчитано {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="66"/>
        <source>Results still missing: {0}.</source>
        <translation>Ещё нет результатов: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="71"/>
        <location filename="../../tdesk/cli/ratings.py" line="86"/>
        <source>({0} matches)</source>
        <translation>(матчей: {0})</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="84"/>
        <source>no ratings yet</source>
        <translation>рейтингов пока нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="28"/>
        <source>list series, show or print a leaderboard, make a series, add events to it</source>
        <translation>показать серии, показать или напечатать рейтинг серии, создать серию, добавить в неё турниры</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="32"/>
        <source>the series&apos; name</source>
        <translation>название серии</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="35"/>
        <source>board: print the leaderboard sheet to this PDF</source>
        <translation>board: напечатать лист рейтинга серии в этот PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="38"/>
        <source>create: sqrt (k·√field/√place), linear (k·(field−place+1)), by_place (--table), by_field (--bands)</source>
        <translation>create: sqrt (k·√участников/√места), linear (k·(участников−место+1)), by_place (--table), by_field (--bands)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="41"/>
        <source>create: k of sqrt and linear (default 100)</source>
        <translation>create: k для sqrt и linear (по умолчанию 100)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="43"/>
        <source>create: points of 1st, 2nd, …: &quot;100 80 65&quot;</source>
        <translation>create: очки за 1-е, 2-е, … место: &quot;100 80 65&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="46"/>
        <source>create: tables by field size: &quot;1: 50 30; 20: 100 70 50&quot;</source>
        <translation>create: таблицы по числу участников: &quot;1: 50 30; 20: 100 70 50&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="48"/>
        <source>create: points past the table</source>
        <translation>create: очки за места после таблицы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="51"/>
        <source>create: count each person&apos;s best N results (default: all)</source>
        <translation>create: учитывать N лучших результатов каждого человека (по умолчанию: все)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="54"/>
        <source>add/remove: an event (name or id); several may be given</source>
        <translation>add/remove: турнир (название или id); можно указать несколько</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="69"/>
        <source>No series yet: make one with tdesk series create NAME.</source>
        <translation>Серий пока нет: создайте серию командой tdesk series create ИМЯ.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="71"/>
        <source>best {0}</source>
        <translation>лучшие {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="72"/>
        <source>all results</source>
        <translation>все результаты</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="73"/>
        <source>{0}: %n event(s), {1} formula, {2}</source>
        <translation>
            <numerusform>{0}: %n турнир, формула {1}, {2}</numerusform>
            <numerusform>{0}: %n турнира, формула {1}, {2}</numerusform>
            <numerusform>{0}: %n турниров, формула {1}, {2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="87"/>
        <source>Series {0} created.</source>
        <translation>Серия {0} создана.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="102"/>
        <source>Series {0}: %n event(s).</source>
        <translation>
            <numerusform>Серия {0}: %n турнир.</numerusform>
            <numerusform>Серия {0}: %n турнира.</numerusform>
            <numerusform>Серия {0}: %n турниров.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="128"/>
        <source>No results yet.</source>
        <translation>Результатов пока нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="29"/>
        <source>draft pods: draw them, place late entries or show them</source>
        <translation>драфт-столы: разыграть, рассадить поздних игроков или показать</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="33"/>
        <source>draw: the seed (default: random)</source>
        <translation>draw: зерно (по умолчанию: случайное)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="36"/>
        <source>set: pair round 1 across each pod&apos;s table (seat 1 v 5, 2 v 6 … in a pod of 8) or by lot (CG-D5-A)</source>
        <translation>set: пары тура 1 напротив за столом драфта (место 1 против 5, 2 против 6 … за столом на 8) или по жребию (CG-D5-A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="40"/>
        <source>a poker or OFC event&apos;s tables and break order (show, set); reserved tables of a Swiss event (reserve, show)</source>
        <translation>столы и порядок закрытия турнира по покеру или OFC (show, set); закреплённые столы турнира по швейцарской системе (reserve, show)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="46"/>
        <source>set: the room&apos;s tables the event uses, such as 1-8 or 1-6,9</source>
        <translation>set: столы зала, которые использует турнир, например 1-8 или 1-6,9</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="49"/>
        <source>set: the tables that break first, in order, such as 8,7,6 (the others follow, highest number first; empty: none listed)</source>
        <translation>set: столы, которые закрываются первыми, по порядку, например 8,7,6 (остальные следом, начиная с наибольшего номера; пусто: без списка)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="53"/>
        <source>reserve: the player&apos;s name</source>
        <translation>reserve: имя игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="56"/>
        <source>reserve: the table number (0 frees the player&apos;s table)</source>
        <translation>reserve: номер стола (0 освобождает стол игрока)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="85"/>
        <source>Pod {0}</source>
        <translation>Стол драфта {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="89"/>
        <source>Without a pod: {0}</source>
        <translation>Без стола драфта: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="91"/>
        <source>Round 1: across each pod&apos;s table</source>
        <translation>Тур 1: напротив за каждым столом драфта</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="93"/>
        <source>Round 1: by lot</source>
        <translation>Тур 1: по жребию</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="104"/>
        <source>No table is reserved.</source>
        <translation>Ни один стол не зарезервирован.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="106"/>
        <source>Table {0}: {1}</source>
        <translation>Стол {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="26"/>
        <source>list an event&apos;s bounties (heads, collected), or set its bounty format</source>
        <translation>показать баунти турнира (головы, собранные) или задать формат баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="28"/>
        <location filename="../../tdesk/cli/card_terms.py" line="26"/>
        <location filename="../../tdesk/cli/card_terms.py" line="36"/>
        <location filename="../../tdesk/cli/decklists.py" line="31"/>
        <location filename="../../tdesk/cli/decklists.py" line="42"/>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="27"/>
        <location filename="../../tdesk/cli/judge_calls.py" line="27"/>
        <location filename="../../tdesk/cli/parser.py" line="59"/>
        <location filename="../../tdesk/cli/parser.py" line="74"/>
        <location filename="../../tdesk/cli/parser.py" line="80"/>
        <location filename="../../tdesk/cli/parser.py" line="100"/>
        <location filename="../../tdesk/cli/parser.py" line="112"/>
        <location filename="../../tdesk/cli/parser.py" line="120"/>
        <location filename="../../tdesk/cli/phones.py" line="32"/>
        <location filename="../../tdesk/cli/plan.py" line="24"/>
        <location filename="../../tdesk/cli/reinstate.py" line="23"/>
        <location filename="../../tdesk/cli/satellite.py" line="29"/>
        <location filename="../../tdesk/cli/satellite.py" line="54"/>
        <location filename="../../tdesk/cli/swiss_plans.py" line="32"/>
        <location filename="../../tdesk/cli/swiss_plans.py" line="52"/>
        <location filename="../../tdesk/cli/walk_in.py" line="26"/>
        <source>event name</source>
        <translation>название турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="30"/>
        <source>set the bounty format (none: the event pays no bounties)</source>
        <translation>задать формат баунти (none: турнир не платит баунти)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="32"/>
        <source>FRACTION</source>
        <translation>ДОЛЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="33"/>
        <source>progressive: the part of a head paid at once (default 1/2)</source>
        <translation>progressive: часть головы, выплачиваемая сразу (по умолчанию 1/2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="36"/>
        <source>a split pot&apos;s odd unit: to the eliminator listed first (default) or the bigger stack (BNT-2)</source>
        <translation>лишняя единица разделённого банка: выбившему, названному первым (по умолчанию), или большему стеку (BNT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="39"/>
        <source>VALUExCOUNT,…</source>
        <translation>СУММАxЧИСЛО,…</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="40"/>
        <source>mystery: the envelope set, e.g. 5000x1,1000x4,200x20</source>
        <translation>mystery: набор конвертов, напр. 5000x1,1000x4,200x20</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="42"/>
        <location filename="../../tdesk/cli/bounties.py" line="44"/>
        <location filename="../../tdesk/cli/parser.py" line="83"/>
        <location filename="../../tdesk/cli/parser.py" line="87"/>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="43"/>
        <source>mystery: the phase starts at this level</source>
        <translation>mystery: фаза начинается с этого уровня</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="46"/>
        <source>mystery: the phase starts with this many players left</source>
        <translation>mystery: фаза начинается, когда остаётся столько игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="48"/>
        <location filename="../../tdesk/cli/satellite.py" line="30"/>
        <source>AMOUNT</source>
        <translation>СУММА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="50"/>
        <source>mystery: a fixed head of each bounty part paid at every bust</source>
        <translation>mystery: фиксированная часть каждого баунти, выплачиваемая при каждом вылете</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="52"/>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="53"/>
        <source>pay this player the bounties won and not paid yet, with a receipt</source>
        <translation>выплатить этому игроку выигранные и ещё не выплаченные баунти, с квитанцией</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="56"/>
        <source>with --pay: cash (default), card, transfer or voucher</source>
        <translation>с --pay: cash (по умолчанию), card, transfer или voucher</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="77"/>
        <source>! The entries took {0} in bounty parts, but the event has no bounty format; set it with --format before the first bust.</source>
        <translation>! С взносов взято {0} на баунти, но у турнира нет формата баунти; задайте его через --format до первого вылета.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="81"/>
        <source>The event pays no bounties; set a format with --format.</source>
        <translation>В турнире нет баунти; задайте формат через --format.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="107"/>
        <source>Bounties paid to {0}: {1}, receipt {2}</source>
        <translation>Баунти выплачены игроку {0}: {1}, чек {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="115"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>Деньги баунти: взято {0} = выиграно {1} + в игре {2} + заведению {3}; выигранное: выплачено {4}, к выплате {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="155"/>
        <source>Fixed bounty</source>
        <translation>Фиксированный баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="156"/>
        <source>Progressive knockout</source>
        <translation>Прогрессивный нокаут</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="157"/>
        <source>Mystery bounty</source>
        <translation>Мистери-баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Head</source>
        <translation>Голова</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Collected</source>
        <translation>Получено</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Knockouts</source>
        <translation>Нокауты</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="163"/>
        <source>(out)</source>
        <translation>(выбыл)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="166"/>
        <source>Pool {0}: heads {1}, collected {2}</source>
        <translation>Фонд {0}: на головах {1}, получено {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="169"/>
        <source>Envelopes left: {0}</source>
        <translation>Осталось в конвертах: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="171"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>Сделка рассчитала баунти: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="175"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>Взносы дали {0}; конверты и фиксированные части платят {1}: заведение добавляет {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="177"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>Взносы дали {0}; конверты и фиксированные части платят {1}: заведение оставляет {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="31"/>
        <source>flights of an event: stop, bags, Day 2</source>
        <translation>флайты турнира: остановка, упаковка фишек, день 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="34"/>
        <source>the flight (status, bag) or the parent event (add, day2)</source>
        <translation>флайт (status, bag) или основной турнир (add, day2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="36"/>
        <source>add: the new flight&apos;s event name</source>
        <translation>add: название турнира нового флайта</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="38"/>
        <source>PLAYER=CHIPS</source>
        <translation>ИГРОК=ФИШКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="40"/>
        <source>bag: one player&apos;s bagged chips (repeat for every player left)</source>
        <translation>bag: упакованные фишки одного игрока (повторить для каждого оставшегося)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="42"/>
        <source>day2: the seat draw&apos;s seed</source>
        <translation>day2: зерно рассадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="44"/>
        <source>day2: tables to seat Day 2 at</source>
        <translation>day2: число столов для рассадки дня 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="47"/>
        <source>day2: build with the double bags listed, without asking</source>
        <translation>day2: собрать с перечисленными двойными упаковками, не спрашивая</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="78"/>
        <source>The event has no flights; add one with: tdesk flights add.</source>
        <translation>У турнира нет флайтов; добавьте флайт: tdesk flights add.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="83"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} places paid</source>
        <translation>Весь турнир: входов {0} · призовой фонд {1} · оплачиваемых мест {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="86"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>День 2: игроков {0} · фишек {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="92"/>
        <source>Day {0}: {1} of {2} left</source>
        <translation>День {0}: осталось {1} из {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="95"/>
        <source>plays down to {0}</source>
        <translation>играется до {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="97"/>
        <source>stop reached: bag the survivors</source>
        <translation>остановка достигнута: упакуйте фишки оставшихся</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="99"/>
        <source>{0} bagged, {1} chips</source>
        <translation>упаковано {0}, фишек {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="111"/>
        <source>{0} is Day {1}.</source>
        <translation>{0} — день {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="140"/>
        <source>Bagged: {0} players, {1} chips.</source>
        <translation>Упаковано: игроков {0}, фишек {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="154"/>
        <source>Build Day 2 with these bags? [y/N] </source>
        <translation>Собрать день 2 с этими мешками? [y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="155"/>
        <source>Day 2 is not built: answer y, or add --yes, to build it with these bags.</source>
        <translation>День 2 не собран: ответьте y или добавьте --yes, чтобы собрать его с этими мешками.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="159"/>
        <source>Day 2: {0} players · {1} chips · {2} chips forfeited.</source>
        <translation>День 2: игроков {0} · фишек {1} · потеряно фишек {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="162"/>
        <source>Day 2 is seated already.</source>
        <translation>День 2 уже рассажен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="165"/>
        <source>Day 2 seats drawn (seed {0}).</source>
        <translation>Места дня 2 разыграны (seed {0}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="180"/>
        <source>the best stack plays</source>
        <translation>играет лучший стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="181"/>
        <source>the first bag plays</source>
        <translation>играет первый мешок</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="182"/>
        <source>the last bag plays</source>
        <translation>играет последний мешок</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="183"/>
        <source>one bag only</source>
        <translation>только один мешок</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="189"/>
        <source>Day {0} {1}</source>
        <translation>День {0} {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="192"/>
        <source>Bagged more than once ({0}):</source>
        <translation>Сдали мешок больше одного раза ({0}):</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="194"/>
        <source>{0}: {1} plays; forfeited {2}</source>
        <translation>{0}: играет {1}; теряет {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="196"/>
        <source>Chips forfeited: {0}</source>
        <translation>Фишек выбывает: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="198"/>
        <source>Different records whose names differ only by accents or case (each plays Day 2 unless merged in the player database first):</source>
        <translation>Разные записи, имена которых отличаются лишь диакритикой или регистром (каждая играет день 2, если их не объединить сначала в базе игроков):</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="23"/>
        <source>play hand for hand near the money: start, next hand, a table&apos;s hand done, end</source>
        <translation>играть рука за рукой перед призовой зоной: начать, следующая раздача, раздача за столом окончена, завершить</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="25"/>
        <source>what to do (status: only show the phase)</source>
        <translation>что сделать (status: только показать фазу)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="28"/>
        <source>done: the table that reports</source>
        <translation>done: стол, который сообщает</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="30"/>
        <source>NAME[=STACK]</source>
        <translation>ИМЯ[=СТЕК]</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="32"/>
        <source>done: a player out in the hand, with the stack they started it with (default: their recorded chips); repeat for several</source>
        <translation>done: игрок, выбывший в раздаче, со стеком на её начало (по умолчанию: его записанные фишки); повторить для нескольких</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="83"/>
        <source>{0}: place {1}</source>
        <translation>{0}: место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="85"/>
        <source>Hand complete: {0}</source>
        <translation>Раздача завершена: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/hand_for_hand.py" line="91"/>
        <source>Hand-for-hand is off (%n player(s) left, {0} paid).</source>
        <translation>
            <numerusform>Режим «рука за рукой» выключен (остался %n игрок, платится {0}).</numerusform>
            <numerusform>Режим «рука за рукой» выключен (осталось %n игрока, платится {0}).</numerusform>
            <numerusform>Режим «рука за рукой» выключен (осталось %n игроков, платится {0}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="94"/>
        <source>Near the money: start it with tdesk hand-for-hand start.</source>
        <translation>Близко к призам: включите его командой tdesk hand-for-hand start.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="97"/>
        <source>HAND FOR HAND: hand {0}; tables still playing: {1}</source>
        <translation>РУКА ЗА РУКОЙ: раздача {0}; ещё играют столы: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="99"/>
        <source>HAND FOR HAND: between hands ({0} dealt); deal the next hand with tdesk hand-for-hand next</source>
        <translation>РУКА ЗА РУКОЙ: между раздачами (сдано {0}); следующая раздача: tdesk hand-for-hand next</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="27"/>
        <source>make an event a satellite (seats to a target event), or show its seats</source>
        <translation>сделать турнир сателлитом (места в целевой турнир) или показать его места</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="32"/>
        <source>what one seat is worth (0: the target event&apos;s buy-in and fee)</source>
        <translation>стоимость одного места (0: бай-ин и сбор целевого турнира)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="34"/>
        <source>the target event&apos;s name</source>
        <translation>название целевого турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="37"/>
        <source>the cash left over goes to the next place (default) or is shared by the seat winners (SAT-2)</source>
        <translation>оставшиеся деньги идут следующему месту (по умолчанию) или делятся между получившими места (SAT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="41"/>
        <source>who may take a seat&apos;s value in cash (SAT-5; default already_seated)</source>
        <translation>кто может взять стоимость места деньгами (SAT-5; по умолчанию already_seated)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="43"/>
        <source>pay by the payout structure again</source>
        <translation>снова платить по структуре выплат</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/satellite.py" line="45"/>
        <source>PLAYER</source>
        <translation>ИГРОК</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="46"/>
        <source>record that this seat winner takes the seat&apos;s value in cash</source>
        <translation>записать, что этот получивший место берёт стоимость места деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="49"/>
        <source>with --seat-as-cash: the player already holds a seat in the target</source>
        <translation>с --seat-as-cash: у игрока уже есть место в целевом турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="52"/>
        <source>print an event&apos;s results (a satellite&apos;s with its seats)</source>
        <translation>вывести результаты турнира (у сателлита — с его местами)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="73"/>
        <source>The event is paid by its payout structure again.</source>
        <translation>Турнир снова платит по своей структуре выплат.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="90"/>
        <source>The event is not a satellite; set one with --seat-value and --target.</source>
        <translation>Турнир не сателлит; задайте его через --seat-value и --target.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="112"/>
        <source>the target event</source>
        <translation>целевой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="114"/>
        <source>Seats of {0} to {1}: {2}</source>
        <translation>Путёвки по {0} в {1}: {2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="116"/>
        <source>Prize pool {0}: %n seat(s) of {1} to {2}</source>
        <translation>
            <numerusform>Призовой фонд {0}: %n путёвка по {1} в {2}</numerusform>
            <numerusform>Призовой фонд {0}: %n путёвки по {1} в {2}</numerusform>
            <numerusform>Призовой фонд {0}: %n путёвок по {1} в {2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="119"/>
        <source>remainder {0} in cash</source>
        <translation>остаток {0} деньгами</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="121"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>Остался %n игрок: все получают путёвку</numerusform>
            <numerusform>Осталось %n игрока: все получают путёвку</numerusform>
            <numerusform>Осталось %n игроков: все получают путёвку</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="136"/>
        <source>(dropped)</source>
        <translation>(снят)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="138"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="161"/>
        <source>Kept back for the winner</source>
        <translation>Оставлено на игру за победу</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="162"/>
        <source>bounties {0}</source>
        <translation>баунти {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="29"/>
        <source>Player screens for this event (read-only); open on a TV or phone:</source>
        <translation>Экраны для игроков этого турнира (только чтение); откройте на телевизоре или телефоне:</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="33"/>
        <source>Stop with Ctrl+C.</source>
        <translation>Остановить: Ctrl+C.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/web/serve.py" line="42"/>
        <source>Stopped after %n request(s).</source>
        <translation>
            <numerusform>Остановлено после %n запроса.</numerusform>
            <numerusform>Остановлено после %n запросов.</numerusform>
            <numerusform>Остановлено после %n запросов.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="21"/>
        <source>put a player busted by mistake back in play (places, prizes and bounties follow)</source>
        <translation>вернуть в игру игрока, выбывшего по ошибке (места, призы и баунти пересчитываются)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="24"/>
        <source>the busted player&apos;s name</source>
        <translation>имя выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="27"/>
        <source>the table (default: the seat balancing would give)</source>
        <translation>стол (по умолчанию: место, которое дала бы балансировка)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="29"/>
        <source>the seat at that table</source>
        <translation>место за этим столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="32"/>
        <source>their chips (default: their stack before the bust)</source>
        <translation>фишки игрока (по умолчанию: стек до вылета)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="35"/>
        <source>go ahead although a paid place moves (PL-3; written in the log)</source>
        <translation>продолжить, хотя оплаченное место сдвигается (PL-3; записывается в журнал)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="38"/>
        <source>only show what would change; nothing is saved</source>
        <translation>только показать, что изменится; ничего не сохраняется</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="72"/>
        <source>Reinstated {0}: table {1} seat {2}, {3} chips.</source>
        <translation>{0} возвращён в игру: стол {1}, место {2}, фишек: {3}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="82"/>
        <source>{0}: place {1} given up, back in play</source>
        <translation>{0}: место {1} освобождается, игрок снова в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="85"/>
        <source>{0}: place {1} → {2}</source>
        <translation>{0}: место {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="88"/>
        <source>{0}: prize {1} → {2}</source>
        <translation>{0}: приз {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="91"/>
        <source>{0}: bounties collected {1} → {2}, head {3} → {4}</source>
        <translation>{0}: получено баунти {1} → {2}, голова {3} → {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="95"/>
        <source>Paid places move: add --override to go ahead.</source>
        <translation>Призовые места сдвигаются: добавьте --override, чтобы продолжить.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="24"/>
        <source>take a walk-in&apos;s entry (or a busted player&apos;s re-entry), register and seat them</source>
        <translation>принять взнос нового игрока у кассы (или повторный вход выбывшего), зарегистрировать и посадить</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="28"/>
        <source>the player&apos;s name (a returning person is found by it)</source>
        <translation>имя игрока (по нему находится вернувшийся человек)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="30"/>
        <source>#ID</source>
        <translation>#НОМЕР</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="31"/>
        <source>a person of the player database, by number: #305 or 305 (tdesk person find)</source>
        <translation>человек из базы игроков по номеру: #305 или 305 (tdesk person find)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="34"/>
        <source>a re-entry of a player who busted out of the event</source>
        <translation>повторный вход игрока, выбывшего из турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="36"/>
        <source>how they paid (default cash)</source>
        <translation>как оплачено (по умолчанию cash)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="39"/>
        <source>take it although a paid place was already given (PL-3, recorded)</source>
        <translation>принять, хотя оплаченное место уже выдано (PL-3, записывается)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="42"/>
        <source>write the ticket (the receipt with table, seat and chips) as PDF</source>
        <translation>записать талон (квитанцию со столом, местом и фишками) в PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="45"/>
        <source>the ticket&apos;s page: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>страница талона: A4 (по умолчанию), Letter или чековая лента 80 мм</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="56"/>
        <source>{0} is no person number (#305 or 305)</source>
        <translation>{0} — не номер человека (#305 или 305)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="85"/>
        <source>Ticket written to {0}.</source>
        <translation>Билет записан в {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="93"/>
        <source>re-entry</source>
        <translation>повторный вход</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="94"/>
        <source>entry</source>
        <translation>вход</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="95"/>
        <source>{0}: {1} {2}, receipt {3}</source>
        <translation>{0}: {1} {2}, квитанция {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="98"/>
        <source>not seated yet: the draw seats them; {0} chips</source>
        <translation>ещё без места: места даст жеребьёвка; {0} фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="101"/>
        <source>table {0}, seat {1}, {2} chips</source>
        <translation>стол {0}, место {1}, {2} фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="36"/>
        <source>not set: new tables take the next numbers</source>
        <translation>не заданы: новые столы получают следующие номера</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="37"/>
        <source>Tables used: {0}</source>
        <translation>Используемые столы: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="38"/>
        <source>Break order: {0}</source>
        <translation>Порядок закрытия: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="41"/>
        <source>Open tables (players seated): {0}</source>
        <translation>Открытые столы (игроков за столом): {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="22"/>
        <source>create an event, of its own or from an earlier one (--from)</source>
        <translation>создать турнир, новый или по образцу прежнего (--from)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="24"/>
        <source>the new event&apos;s name</source>
        <translation>название нового турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="26"/>
        <source>an earlier event to start from: its settings, tables, structure, fees, payouts and bounty format (not its players)</source>
        <translation>прежний турнир за основу: его настройки, столы, структура, сборы, выплаты и формат баунти (без игроков)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="30"/>
        <source>poker, ofc, league or swiss (without --from; default poker)</source>
        <translation>poker, ofc, league или swiss (без --from; по умолчанию poker)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="32"/>
        <source>the day, YYYY-MM-DD (default: today)</source>
        <translation>день, ГГГГ-ММ-ДД (по умолчанию: сегодня)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="34"/>
        <source>the venue (default: the earlier event&apos;s)</source>
        <translation>место проведения (по умолчанию: как у прежнего турнира)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="36"/>
        <source>the starting stack (default: the earlier event&apos;s, or the kind&apos;s)</source>
        <translation>стартовый стек (по умолчанию: как у прежнего турнира или для этого вида)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="54"/>
        <source>Created {0} from {1}: its settings, tables and break order, structure, fees, payouts and bounty format; no players.</source>
        <translation>Создан турнир {0} на основе {1}: настройки, столы и порядок закрытия, структура, взносы, выплаты и формат баунти; без игроков.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="60"/>
        <source>Created {0}.</source>
        <translation>Создан турнир {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="65"/>
        <source>Starting stack: {0}</source>
        <translation>Стартовый стек: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff.py" line="53"/>
        <source>Floor staff name (it signs the log and the sheets; --staff next time): </source>
        <translation>Имя сотрудника зала (им подписываются журнал и листы; в следующий раз --staff): </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="22"/>
        <source>the announcement line and the venue logo on the projector and TV page</source>
        <translation>строка объявления и логотип зала на проекторе и странице для ТВ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="24"/>
        <source>event name (the announcement is the event&apos;s)</source>
        <translation>название турнира (объявление относится к турниру)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="27"/>
        <source>TEXT</source>
        <translation>ТЕКСТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="28"/>
        <source>one line under the clock, e.g. &apos;Dinner break at 20:00 — bar open&apos;</source>
        <translation>одна строка под часами, напр. &apos;Ужин в 20:00 — бар открыт&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="30"/>
        <source>take the announcement down</source>
        <translation>снять объявление</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="34"/>
        <source>the venue&apos;s logo, a PNG or JPEG of at most 1 MB</source>
        <translation>логотип зала, PNG или JPEG не больше 1 МБ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="36"/>
        <source>remove the venue&apos;s logo</source>
        <translation>убрать логотип зала</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="58"/>
        <source>Announcement: {0}</source>
        <translation>Объявление: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="59"/>
        <source>Announcement: none</source>
        <translation>Объявление: нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="61"/>
        <source>Venue logo: {0} bytes</source>
        <translation>Логотип зала: {0} байт</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="62"/>
        <source>Venue logo: none</source>
        <translation>Логотип зала: нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="21"/>
        <source>Expected to end in about {0} weeks ({1}–{2}), about {3}.</source>
        <translation>Ожидаемое окончание примерно через {0} нед. ({1}–{2}), около {3}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="23"/>
        <source>Model: {0} players with {1} lives; each round every living player plays once and the loser loses a life; seeded simulations give {2}–{3} rounds (most likely {4}), one round a week.</source>
        <translation>Модель: {0} игроков по {1} жизни; в каждом туре каждый живой игрок играет один раз, проигравший теряет жизнь; симуляции с зерном дают {2}–{3} туров (вероятнее всего {4}), один тур в неделю.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="29"/>
        <source>Expected to end about {0} ({1}–{2}).</source>
        <translation>Ожидаемое окончание около {0} ({1}–{2}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="32"/>
        <source>Model: {0} Swiss rounds and {1} top-cut rounds of {2} minutes, with a turnaround of {3}–{4} minutes between rounds (most likely {5}); the field of {6} suggests {7} Swiss rounds.</source>
        <translation>Модель: {0} туров по швейцарской системе и {1} туров плей-офф по {2} минут, с перерывом {3}–{4} минут между турами (вероятнее всего {5}); для {6} участников рекомендуется {7} туров по швейцарской системе.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="40"/>
        <source>Model: the event ends when the big blind summed over every minute of play reaches what the chips in play ({0}) need at a divisor of {1}–{2} (most likely {3}); with the blinds doubling each hour that is when the big blind reaches the chips over the divisor, and a faster structure ends at a smaller divisor: level {4}, {5}–{6}.</source>
        <translation>Модель: турнир заканчивается, когда сумма большого блайнда за все минуты игры достигает того, что требуют фишки в игре ({0}) при делителе {1}–{2} (вероятнее всего {3}); если блайнды удваиваются каждый час, это момент, когда большой блайнд достигает фишек в игре, делённых на делитель, а более быстрая структура заканчивается при меньшем делителе: уровень {4}, {5}–{6}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="51"/>
        <source>Simulation: {0} seeded fields played hand by hand with the night player&apos;s bust model (all-ins more likely as stacks shrink against the blinds) end about {1} ({2}–{3}).</source>
        <translation>Симуляция: {0} полей с зерном, сыгранных раздача за раздачей по модели вылетов ночного игрока (олл-ины тем вероятнее, чем меньше стеки против блайндов), заканчиваются около {1} ({2}–{3}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="57"/>
        <source>Field: {0} players and {1} re-entries expected.</source>
        <translation>Поле: ожидается {0} игроков и {1} повторных входов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="60"/>
        <source>Re-made now from the actual field, chips and clock.</source>
        <translation>Пересчитано сейчас по фактическому полю, фишкам и часам.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="62"/>
        <source>The structure runs out first: levels beyond it are taken as the big blind doubling.</source>
        <translation>Структура кончается раньше: за её пределами большой блайнд считается удваивающимся.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/planner_text.py" line="64"/>
        <source>Calibrated by %n finished event(s) of this store.</source>
        <translation>
            <numerusform>Откалибровано по %n завершённому турниру этого клуба.</numerusform>
            <numerusform>Откалибровано по %n завершённым турнирам этого клуба.</numerusform>
            <numerusform>Откалибровано по %n завершённым турнирам этого клуба.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="66"/>
        <source>Not calibrated yet: the room&apos;s usual values are used.</source>
        <translation>Ещё не откалибровано: используются обычные значения.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="23"/>
        <source>floor staff PINs for the tablet pages: list, set, revoke</source>
        <translation>PIN-коды персонала для страниц планшетов: list, set, revoke</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="26"/>
        <source>set, revoke: the staff member&apos;s name</source>
        <translation>set, revoke: имя сотрудника</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="29"/>
        <source>set: the PIN, 6 to 12 digits (default: a random one)</source>
        <translation>set: PIN, от 6 до 12 цифр (по умолчанию: случайный)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="42"/>
        <source>PIN for {0}: {1} (write it down: it is not shown again)</source>
        <translation>PIN для {0}: {1} (запишите его: он больше не будет показан)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="47"/>
        <source>PIN revoked for {0}</source>
        <translation>PIN отозван у {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="51"/>
        <source>No staff member has a PIN.</source>
        <translation>Ни у кого из персонала нет PIN.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="54"/>
        <source>{0}: PIN set {1}</source>
        <translation>{0}: PIN задан {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="55"/>
        <source>{0}: revoked {1}</source>
        <translation>{0}: отозван {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="91"/>
        <source>Archived %n row(s) to {0}</source>
        <translation>
            <numerusform>Записана %n строка в {0}</numerusform>
            <numerusform>Записаны %n строки в {0}</numerusform>
            <numerusform>Записано %n строк в {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="104"/>
        <source>Moved %n row(s) into the venue database.</source>
        <translation>
            <numerusform>%n строка перенесена в базу площадки.</numerusform>
            <numerusform>%n строки перенесены в базу площадки.</numerusform>
            <numerusform>%n строк перенесено в базу площадки.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="106"/>
        <source>Hosting on {0}</source>
        <translation>Сервер площадки: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="31"/>
        <source>keep a live standby copy of the host&apos;s database; --promote: the copy becomes the venue server</source>
        <translation>держать живую резервную копию базы сервера; --promote: копия становится сервером площадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="35"/>
        <source>the host&apos;s address (address or address:port; default: the code&apos;s)</source>
        <translation>адрес сервера (адрес или адрес:порт; по умолчанию: из кода)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="37"/>
        <location filename="../../tdesk/cli/venue.py" line="55"/>
        <source>the join code the host shows</source>
        <translation>код подключения, который показывает сервер</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="39"/>
        <source>the host is gone: the copy here becomes the venue server</source>
        <translation>сервера больше нет: копия здесь становится сервером площадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="41"/>
        <source>the one address the copy listens on and announces (default: every address)</source>
        <translation>единственный адрес, на котором копия принимает подключения и который объявляет (по умолчанию: все адреса)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="44"/>
        <source>the copy&apos;s port (default: the last one, else 55433)</source>
        <translation>порт копии (по умолчанию: прежний, иначе 55433)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="46"/>
        <source>the copy&apos;s folder (default: &apos;standby&apos; in the user data folder)</source>
        <translation>папка копии (по умолчанию: &apos;standby&apos; в папке данных пользователя)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="49"/>
        <source>once promoted, serve the player screens and the floor tablets&apos; staff pages on this port (with --event)</source>
        <translation>после повышения показывать экраны для игроков и страницы персонала для планшетов зала на этом порту (с --event)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="52"/>
        <source>the event whose screens and staff pages --screens serves</source>
        <translation>турнир, чьи экраны и страницы персонала показывает --screens</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="66"/>
        <source>Promoted: this laptop&apos;s copy is the venue server now.</source>
        <translation>Повышена: копия на этом ноутбуке теперь сервер зала.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="83"/>
        <source>Standby copy of {0} on port {1}: every action acknowledged on the host is kept here too.</source>
        <translation>Резервная копия {0} на порту {1}: каждое подтверждённое хостом действие хранится и здесь.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="85"/>
        <source>If the host laptop dies: tdesk standby --promote   (Ctrl+C stops the copy)</source>
        <translation>Если ноутбук хоста выйдет из строя: tdesk standby --promote   (Ctrl+C останавливает копию)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="93"/>
        <source>Standby stopped.</source>
        <translation>Резервная копия остановлена.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="123"/>
        <source>The copy was promoted: hosting on {0}:{1}</source>
        <translation>Копия повышена: хостинг на {0}:{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="132"/>
        <source>Staff pages for the floor tablets: http://{0}:{1}/staff</source>
        <translation>Страницы персонала для планшетов зала: http://{0}:{1}/staff</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="182"/>
        <location filename="../../tdesk/cli/venue.py" line="107"/>
        <source>Join code: {0}</source>
        <translation>Код подключения: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="183"/>
        <source>Stations: tdesk join {0}:{1} --code {2}</source>
        <translation>Станции: tdesk join {0}:{1} --code {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="29"/>
        <source>host the store&apos;s events on the venue network (until Ctrl+C)</source>
        <translation>открыть турниры базы в сети площадки (до Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="31"/>
        <source>the one address to listen on and announce (default: every address; the code names the first private one)</source>
        <translation>единственный адрес для подключений и объявления (по умолчанию: все адреса; в коде — первый частный)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="35"/>
        <source>the server&apos;s port (default: the last one)</source>
        <translation>порт сервера (по умолчанию: прежний)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="37"/>
        <source>the server&apos;s folder (default: &apos;venue&apos; in the user data folder)</source>
        <translation>папка сервера (по умолчанию: &apos;venue&apos; в папке данных пользователя)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="40"/>
        <source>do not announce on the network (stations type the address)</source>
        <translation>не объявлять в сети (станции вводят адрес вручную)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="43"/>
        <source>write the venue database to a new SQLite file and exit</source>
        <translation>записать базу площадки в новый файл SQLite и выйти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="48"/>
        <source>join an event hosted on the venue network</source>
        <translation>подключиться к турниру в сети площадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="50"/>
        <source>the host&apos;s address (address or address:port)</source>
        <translation>адрес сервера (адрес или адрес:порт)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="53"/>
        <source>list the hosts heard on the network (with --code: join the one the code names)</source>
        <translation>показать серверы, найденные в сети (с --code: подключиться к указанному в коде)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="57"/>
        <source>listen for hosts on this address only (may be repeated)</source>
        <translation>искать серверы только на этом адресе (можно повторять)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="60"/>
        <source>how long --discover listens (default 3)</source>
        <translation>сколько секунд слушает --discover (по умолчанию 3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="62"/>
        <source>check the code and the schema, list the events and exit</source>
        <translation>проверить код и схему, показать турниры и выйти</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="108"/>
        <source>Stations: tdesk join {0} --code {1}   (Ctrl+C stops hosting)</source>
        <translation>Станции: tdesk join {0} --code {1}   (Ctrl+C останавливает сервер)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="113"/>
        <source>Hosting stopped.</source>
        <translation>Сервер площадки остановлен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="125"/>
        <source>No host heard on the network; type the host&apos;s address: tdesk join ADDRESS --code CODE</source>
        <translation>В сети не найдено ни одного сервера; введите адрес сервера: tdesk join ADDRESS --code CODE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="148"/>
        <source>Joined {0}: %n event(s).</source>
        <translation>
            <numerusform>Подключено к {0}: %n турнир.</numerusform>
            <numerusform>Подключено к {0}: %n турнира.</numerusform>
            <numerusform>Подключено к {0}: %n турниров.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>EVENT</source>
        <translation>ТУРНИР</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SOURCE</source>
        <translation>ИСТОЧНИК</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STAFF</source>
        <translation>СОТРУДНИК</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>OUTPUT</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>ADDRESS</source>
        <extracomment>The placeholders argparse makes from an option&apos;s or argument&apos;s name when the option gives none (``--event EVENT``, ``file``): words of the help like any other. An option that names its own (``metavar=``) marks it where it is written.</extracomment>
        <translation>АДРЕС</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>BANDS</source>
        <translation>ДИАПАЗОНЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BEST</source>
        <translation>ЛУЧШИХ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BREAK_ORDER</source>
        <translation>ПОРЯДОК_ЗАКРЫТИЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CHIPS</source>
        <translation>ФИШКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DATE</source>
        <translation>ДАТА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DEFAULT</source>
        <translation>ПО_УМОЛЧАНИЮ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>ENCODING</source>
        <translation>КОДИРОВКА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FIELD</source>
        <translation>УЧАСТНИКОВ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FOLDER</source>
        <translation>ПАПКА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>GAME</source>
        <translation>ИГРА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>INTERFACE</source>
        <translation>ИНТЕРФЕЙС</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>JUDGE</source>
        <translation>СУДЬЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>KIND</source>
        <translation>ВИД</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LABEL</source>
        <translation>МЕТКА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LIMIT</source>
        <translation>ПРЕДЕЛ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>LISTEN</source>
        <translation>АДРЕС</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>METHOD</source>
        <translation>СПОСОБ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>MINUTES</source>
        <translation>МИНУТЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REASON</source>
        <translation>ПРИЧИНА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REENTRIES</source>
        <translation>ПОВТОРНЫЕ_ВХОДЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>REQUEST</source>
        <translation>ЗАПРОС</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>RESULT</source>
        <translation>РЕЗУЛЬТАТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>ROUND</source>
        <translation>ТУР</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>RULING</source>
        <translation>РЕШЕНИЕ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SEAT</source>
        <translation>МЕСТО</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SECONDS</source>
        <translation>СЕКУНДЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SEED</source>
        <translation>ЗЕРНО</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SIZE</source>
        <translation>РАЗМЕР</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SCREEN</source>
        <translation>ЭКРАН</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>HOST</source>
        <translation>АДРЕС</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/standby.py" line="48"/>
        <source>PORT</source>
        <translation>ПОРТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CODE</source>
        <translation>КОД</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>document</source>
        <translation>документ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STACK</source>
        <translation>СТЕК</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>START</source>
        <translation>НАЧАЛО</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TABLES</source>
        <translation>СТОЛЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TARGET</source>
        <translation>ЦЕЛЬ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>USE</source>
        <translation>ИСПОЛЬЗОВАНИЕ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>VENUE</source>
        <translation>ПЛОЩАДКА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>view</source>
        <translation>вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>address</source>
        <translation>адрес</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>name</source>
        <translation>имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>text</source>
        <translation>текст</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="99"/>
        <source>tdesk: {0} (see tdesk --help)</source>
        <translation>tdesk: {0} (см. tdesk --help)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="22"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="23"/>
        <source>store to use: a SQLite file (path.db or sqlite:///path.db) or postgresql+psycopg://… (default: the SQLite file in your user data folder)</source>
        <translation>какую базу использовать: файл SQLite (path.db или sqlite:///path.db) или postgresql+psycopg://… (по умолчанию — файл SQLite в папке данных пользователя)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="27"/>
        <source>floor staff name for the audit log</source>
        <translation>имя сотрудника для журнала действий</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="36"/>
        <source>tdesk: tournament desk for poker, OFC, heads-up leagues and card-game Swiss.</source>
        <translation>tdesk: турнирный стол для покера, OFC, хедз-ап лиг и карточных турниров по швейцарской системе.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="40"/>
        <source>VERB</source>
        <translation>КОМАНДА</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="41"/>
        <source>what to do (tdesk VERB --help says how)</source>
        <translation>что сделать (tdesk КОМАНДА --help расскажет как)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="43"/>
        <source>open the window (the default)</source>
        <translation>открыть окно (по умолчанию)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="45"/>
        <source>event to show first</source>
        <translation>турнир, который показать первым</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="48"/>
        <source>create a demo store (events of all four kinds) and open it</source>
        <translation>создать демо-базу (турниры всех четырёх видов) и открыть её</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="50"/>
        <source>only create the demo store</source>
        <translation>только создать демо-базу</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="52"/>
        <source>recreate without asking</source>
        <translation>пересоздать, не спрашивая</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="55"/>
        <source>import players from CSV</source>
        <translation>импортировать игроков из CSV</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="61"/>
        <source>auto (default: detected), utf-8, utf-8-sig, utf-16, cp1252, mac-roman, cp850, cp1251, koi8-r, cp866, iso-8859-5, mac-cyrillic, gbk, big5, shift-jis or euc-kr</source>
        <translation>auto (по умолчанию: определить), utf-8, utf-8-sig, utf-16, cp1252, mac-roman, cp850, cp1251, koi8-r, cp866, iso-8859-5, mac-cyrillic, gbk, big5, shift-jis или euc-kr</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="70"/>
        <source>export players or results to CSV, or a Swiss event&apos;s rating list to JSON (docs/rating-export.md)</source>
        <translation>экспортировать игроков или результаты в CSV или рейтинговый список турнира по швейцарской системе в JSON (docs/rating-export.md)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="77"/>
        <source>write a document as PDF</source>
        <translation>записать документ в PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="79"/>
        <source>document name (tdesk print list)</source>
        <translation>название документа (tdesk print list)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="81"/>
        <source>PDF file to write</source>
        <translation>PDF-файл для записи</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="85"/>
        <source>for a round&apos;s sheet (pairings, slips): round N, not the latest</source>
        <translation>для листа тура (пары, бланки): тур N, а не последний</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="89"/>
        <source>for the receipt: receipt N of the event, not the newest</source>
        <translation>для квитанции: квитанция N турнира, а не последняя</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="92"/>
        <source>for the receipt: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>для квитанции: A4 (по умолчанию), Letter или чековая лента 80 мм</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="95"/>
        <source>for the receipt: a reprint, marked COPY</source>
        <translation>для квитанции: повторная печать с пометкой КОПИЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="97"/>
        <source>render a view to PNG</source>
        <translation>сохранить вид в PNG</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="99"/>
        <source>view name (tdesk snapshot list)</source>
        <translation>название вида (tdesk snapshot list)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="101"/>
        <source>PNG file to write</source>
        <translation>PNG-файл для записи</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="103"/>
        <source>WIDTHxHEIGHT (default 1600x1000)</source>
        <translation>ШИРИНАxВЫСОТА (по умолчанию 1600x1000)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="106"/>
        <source>theme for views that have one (dark or light)</source>
        <translation>тема для видов, у которых она есть (dark или light)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="110"/>
        <source>open the projector screen alone (a second process or station)</source>
        <translation>открыть только экран проектора (отдельный процесс или станция)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="113"/>
        <source>monitor number, from 1</source>
        <translation>номер монитора, с 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="118"/>
        <source>serve the read-only player screens on the venue network</source>
        <translation>показывать экраны для игроков (только чтение) в сети площадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="122"/>
        <source>address to listen on (default: every interface; 127.0.0.1: this computer only)</source>
        <translation>адрес для приёма подключений (по умолчанию: все интерфейсы; 127.0.0.1: только этот компьютер)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="124"/>
        <source>TCP port (default 8080)</source>
        <translation>TCP-порт (по умолчанию 8080)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="126"/>
        <source>access code the address must carry (optional)</source>
        <translation>код доступа, который должен быть в адресе (необязательно)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="130"/>
        <source>write a consistent copy of the store</source>
        <translation>записать согласованную копию базы</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="22"/>
        <source>estimate when an event ends, as a range, and say how</source>
        <translation>оценить, когда закончится турнир (диапазоном), и объяснить как</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="26"/>
        <source>expected players (default: during play the actual field, before it the entries so far)</source>
        <translation>ожидаемое число игроков (по умолчанию: во время игры — фактическое, до неё — записавшиеся)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="28"/>
        <source>expected re-entries (poker)</source>
        <translation>ожидаемые повторные входы (покер)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="30"/>
        <source>start time HH:MM (default 19:00)</source>
        <translation>время начала ЧЧ:ММ (по умолчанию 19:00)</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="40"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <source>Slot</source>
        <translation>Слот</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="42"/>
        <source>Player&apos;s report</source>
        <translation>Отчёт игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="43"/>
        <source>Opponent&apos;s report</source>
        <translation>Отчёт соперника</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <source>Outcome</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="40"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="51"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="59"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="54"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="67"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="528"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="51"/>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Cards</source>
        <translation>Карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Sideboard</source>
        <translation>Сайдборд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="53"/>
        <source>Deck checks</source>
        <translation>Проверки колоды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <source>Hands left</source>
        <translation>Осталось раздач</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="58"/>
        <source>Eligible (HU-E1)</source>
        <translation>Допуск (HU-E1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <source>Registration</source>
        <translation>Заявка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="57"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Games on site</source>
        <translation>Игр на сайте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="528"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="84"/>
        <source>Place</source>
        <translation>Итоговое место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <source>Contact</source>
        <translation>Контакт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="60"/>
        <source>Paid</source>
        <translation>Оплачено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="61"/>
        <source>Reserved table</source>
        <translation>Закреплённый стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="60"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="61"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="62"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="63"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="64"/>
        <source>BB ante</source>
        <translation>Анте ББ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="65"/>
        <source>Point value</source>
        <translation>Цена очка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="66"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="67"/>
        <source>Colour-up</source>
        <translation>Смена фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="68"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="529"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="54"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="67"/>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>W-L-D</source>
        <translation>В-П-Н</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="56"/>
        <source>Quality of wins</source>
        <translation>Качество побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="57"/>
        <source>Quality of losses</source>
        <translation>Качество поражений</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="58"/>
        <source>Quality of games</source>
        <translation>Качество игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="59"/>
        <source>Second order</source>
        <translation>Второй порядок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="60"/>
        <source>Head-to-head</source>
        <translation>Личная встреча</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Lot</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="62"/>
        <source>Ahead of next by</source>
        <translation>Выше следующего по</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="63"/>
        <source>Draft pod</source>
        <translation>Стол драфта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="64"/>
        <source>Place in the pod</source>
        <translation>Место за столом драфта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Top cut</source>
        <translation>Плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Wins q.</source>
        <translation>Кач. побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Losses q.</source>
        <translation>Кач. пор.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>Games q.</source>
        <translation>Кач. игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>2nd order</source>
        <translation>2-й пор.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>H2H</source>
        <translation>Личн.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>Pen.</source>
        <translation>Штр.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Decided</source>
        <translation>Решило</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>Pod</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>In pod</source>
        <translation>За столом</translation>
    </message>
</context>
<context>
    <name>documents</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="44"/>
        <source>Player list</source>
        <extracomment>File › Print menu titles of tdesk/print/registry.py (test_labels checks none is missing).</extracomment>
        <translation>Список игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="45"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="46"/>
        <source>Chip race</source>
        <translation>Чип-рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="47"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>Отчёт судьи: штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="48"/>
        <source>Seat cards</source>
        <translation>Карточки мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="49"/>
        <source>Table sheets</source>
        <translation>Листы столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="50"/>
        <source>Seating list</source>
        <translation>Список рассадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="51"/>
        <source>Move slips</source>
        <translation>Листки пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="52"/>
        <source>OFC hand history</source>
        <translation>История раздач OFC</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="53"/>
        <source>Payouts (wall)</source>
        <translation>Выплаты (на стену)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="54"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="55"/>
        <source>Chip counts</source>
        <translation>Подсчёт фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="56"/>
        <source>Bag sheet (flight)</source>
        <translation>Лист упаковки фишек (флайт)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="57"/>
        <source>Receipt (newest)</source>
        <translation>Квитанция (последняя)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="58"/>
        <source>Round pairings and schedule</source>
        <translation>Пары и расписание тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="59"/>
        <source>League ranking</source>
        <translation>Рейтинг лиги</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="60"/>
        <source>Pairings by table</source>
        <translation>Пары по столам</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="61"/>
        <source>Pairings by name (wall)</source>
        <translation>Пары по фамилиям (на стену)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="62"/>
        <source>Result slips</source>
        <translation>Бланки результатов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="63"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="64"/>
        <source>Top cut bracket</source>
        <translation>Сетка плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="65"/>
        <source>Draft pod seatings</source>
        <translation>Рассадка драфт-столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="66"/>
        <source>Seating by name (players&apos; meeting)</source>
        <translation>Рассадка по фамилиям (собрание игроков)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="67"/>
        <source>Decklists (a sheet per player)</source>
        <translation>Списки колод (лист на игрока)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="68"/>
        <source>Decklists missing</source>
        <translation>Не сданные списки колод</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="69"/>
        <source>Player codes (phone reports; issues new codes)</source>
        <translation>Коды игроков (результаты с телефонов; выдаёт новые коды)</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="49"/>
        <source>Table {table} has {count}, table {table2} has {count2} (TDA-B1)</source>
        <translation>За столом {table} — {count}, за столом {table2} — {count2} (TDA-B1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="50"/>
        <source>seat {seat} drawn at random before the first hand (TDA-B2)</source>
        <translation>место {seat} выбрано жребием до первой раздачи (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="51"/>
        <source>seat {seat} is last to be dealt in (TDA-B3)</source>
        <translation>место {seat} получает карты последним (TDA-B3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="52"/>
        <source>seat {seat} has no position yet (TDA-B2)</source>
        <translation>у места {seat} ещё нет позиции (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="53"/>
        <source>seat {seat} is big blind next but has a fixed seat; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>место {seat} следующим ставит большой блайнд, но закреплено; следующее на большом блайнде — место {seat2} (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="55"/>
        <source>seat {seat} is big blind next (TDA-B2)</source>
        <translation>место {seat} следующим ставит большой блайнд (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="56"/>
        <source>seat {seat} at table {table} drawn at random</source>
        <translation>место {seat} за столом {table} выбрано жребием</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="57"/>
        <source>seat {seat} at table {table}, the last seat dealt in (TDA-B3)</source>
        <translation>место {seat} за столом {table}, получает карты последним (TDA-B3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="58"/>
        <source>seat {seat} at table {table}, the lowest open seat</source>
        <translation>место {seat} за столом {table}, свободное место с наименьшим номером</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="59"/>
        <source>seat {seat} at table {table} is the only open seat and waits for the button to pass (TDA-S3)</source>
        <translation>место {seat} за столом {table} — единственное свободное, игрок ждёт, пока пройдёт баттон (TDA-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="61"/>
        <source>seat {seat} at table {table} takes the big blind next hand (TDA-B2)</source>
        <translation>место {seat} за столом {table} ставит большой блайнд в следующей раздаче (TDA-B2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="63"/>
        <source>seat {seat} at table {table} posts the big blind after %n hand(s), the worst open position (TDA-B2)</source>
        <translation>
            <numerusform>место {seat} за столом {table} ставит большой блайнд через %n раздачу, худшая свободная позиция (TDA-B2)</numerusform>
            <numerusform>место {seat} за столом {table} ставит большой блайнд через %n раздачи, худшая свободная позиция (TDA-B2)</numerusform>
            <numerusform>место {seat} за столом {table} ставит большой блайнд через %n раздач, худшая свободная позиция (TDA-B2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="65"/>
        <source>Table {table} breaks: %n players fit {count} tables (TDA-B6)</source>
        <translation>
            <numerusform>Стол {table} закрывается: %n игрок помещается за столами: {count} (TDA-B6)</numerusform>
            <numerusform>Стол {table} закрывается: %n игрока помещаются за столами: {count} (TDA-B6)</numerusform>
            <numerusform>Стол {table} закрывается: %n игроков помещаются за столами: {count} (TDA-B6)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="67"/>
        <source>seat {seat} at table {table} drawn, the shortest table (TDA-B4)</source>
        <translation>место {seat} за столом {table} по жребию, самый короткий стол (TDA-B4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="68"/>
        <source>waits for the button to pass (TDA-S3)</source>
        <translation>ждёт, пока пройдёт баттон (TDA-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="69"/>
        <source>set the button to know whether the seat waits (TDA-S3)</source>
        <translation>укажите баттон, чтобы узнать, ждёт ли место (TDA-S3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="70"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn</source>
        <translation>
            <numerusform>%n игрок помещается за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table}</numerusform>
            <numerusform>%n игрока помещаются за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table}</numerusform>
            <numerusform>%n игроков помещаются за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="72"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn (a fixed seat cannot follow a redraw)</source>
        <translation>
            <numerusform>%n игрок помещается за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table} (закреплённое место не сохраняется при пересадке)</numerusform>
            <numerusform>%n игрока помещаются за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table} (закреплённое место не сохраняется при пересадке)</numerusform>
            <numerusform>%n игроков помещаются за финальный стол на {count} (TDA-F1): по жребию место {seat} за столом {table} (закреплённое место не сохраняется при пересадке)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="75"/>
        <source>wait at seat {seat} until it is free</source>
        <translation>ждите на месте {seat}, пока оно не освободится</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="76"/>
        <source>{player} was found at table {table} seat {seat} but drew table {table2} seat {seat2}</source>
        <translation>{player} сидит за столом {table} на месте {seat}, но по жребию — стол {table2}, место {seat2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="78"/>
        <source>moves there with the current stack (TDA-S2)</source>
        <translation>пересаживается туда с текущим стеком (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="79"/>
        <source>Table {table} is 3 or more players short of the fullest table: play halts there until it is balanced (TDA-B5)</source>
        <translation>За столом {table} на 3 и более игроков меньше, чем за самым полным: игра там остановлена до балансировки (TDA-B5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="81"/>
        <source>No table can seat a final table of {count}: unblock seats (TDA-F1)</source>
        <translation>Ни один стол не вмещает финальный стол на {count}: разблокируйте места (TDA-F1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="83"/>
        <source>Final table {table}: draw for the button before the first hand</source>
        <translation>Финальный стол {table}: разыграйте баттон перед первой раздачей</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="84"/>
        <source>Table {table} holds a fixed seat but must break (TDA-B6)</source>
        <translation>За столом {table} есть закреплённое место, но стол должен закрыться (TDA-B6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="85"/>
        <source>Set the button at table(s) {tables}: %n balancing move(s) wait for it (TDA-B2)</source>
        <translation>
            <numerusform>Укажите баттон за столами {tables}: его ждёт %n пересадка для балансировки (TDA-B2)</numerusform>
            <numerusform>Укажите баттон за столами {tables}: его ждут %n пересадки для балансировки (TDA-B2)</numerusform>
            <numerusform>Укажите баттон за столами {tables}: его ждут %n пересадок для балансировки (TDA-B2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="87"/>
        <source>Table {table}: every player has a fixed seat; nobody can move</source>
        <translation>Стол {table}: у всех игроков закреплённые места; пересадить некого</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="88"/>
        <source>Table {table}: every player has a fixed seat or was moved in by this plan; nobody can move</source>
        <translation>Стол {table}: у всех игроков закреплённые места или они только что пересажены по этому плану; пересаживать некого</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="90"/>
        <source>seat {seat} is big blind next but was moved in by this plan; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>место {seat} следующим ставит большой блайнд, но этот игрок только что пересажен по этому плану; следующим ставит место {seat2} (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="92"/>
        <source>seat {seat} at table {table}: every open seat there is the button or the small blind</source>
        <translation>место {seat} за столом {table}: все свободные места там — баттон или малый блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="95"/>
        <source>Seats are drawn already: add late entries one by one instead.</source>
        <translation>Рассадка уже проведена: поздних игроков добавляйте по одному.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="96"/>
        <source>No active player is registered: nobody to seat.</source>
        <translation>Нет зарегистрированных активных игроков: рассаживать некого.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="97"/>
        <source>No moves are pending: the room is balanced.</source>
        <translation>Пересадок нет: зал сбалансирован.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="103"/>
        <source>The final has been played: the event is over.</source>
        <translation>Финал сыгран: турнир окончен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="104"/>
        <source>The top cut has started.</source>
        <translation>Плей-офф уже начался.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="105"/>
        <source>Round {round} still has results missing.</source>
        <translation>В туре {round} ещё не хватает результатов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="106"/>
        <source>{name} is already dropped (CG-P2): nothing changed.</source>
        <translation>{name} уже снят (CG-P2): ничего не изменилось.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="107"/>
        <source>{name} is not dropped: nothing to take back.</source>
        <translation>{name} не снят: возвращать некого.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="108"/>
        <source>Only the latest Swiss round can be paired again (round {round}).</source>
        <translation>Заново можно составить пары только последнего швейцарского тура (тур {round}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="109"/>
        <source>Round {round} already has results: correct them instead.</source>
        <translation>В туре {round} уже есть результаты: исправьте их.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="110"/>
        <source>%n conflict(s) waiting for an admin (HU-R2)</source>
        <translation>
            <numerusform>%n конфликт ждёт решения админа (HU-R2)</numerusform>
            <numerusform>%n конфликта ждут решения админа (HU-R2)</numerusform>
            <numerusform>%n конфликтов ждут решения админа (HU-R2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="111"/>
        <source>%n game(s) waiting for reports until the cut-off (HU-R3)</source>
        <translation>
            <numerusform>%n игра ждёт отчётов до истечения срока (HU-R3)</numerusform>
            <numerusform>%n игры ждут отчётов до истечения срока (HU-R3)</numerusform>
            <numerusform>%n игр ждут отчётов до истечения срока (HU-R3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="113"/>
        <source>Round {round} has ended: correct a result instead.</source>
        <translation>Тур {round} завершён: вместо этого исправьте результат.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="114"/>
        <source>Start the season first: seeds come before the first pairing.</source>
        <translation>Сначала начните сезон: посев идёт до первой жеребьёвки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="115"/>
        <source>Round {round} is still open: end it first.</source>
        <translation>Тур {round} ещё открыт: сначала завершите его.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="116"/>
        <source>The season has its winner: no more rounds.</source>
        <translation>У сезона есть победитель: туров больше нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="122"/>
        <source>every player left has won a seat: there is nothing to deal</source>
        <translation>все оставшиеся игроки выиграли путёвки: делить нечего</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="123"/>
        <source>seats are not priced by ICM: a satellite has no ICM deal</source>
        <translation>путёвки не оцениваются по ICM: в сателлите нет сделки по ICM</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="124"/>
        <source>a deal would pay seats in cash, which this venue does not allow</source>
        <translation>сделка выплатила бы путёвки деньгами, а площадка этого не разрешает</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="126"/>
        <source>a seat cannot be taken as cash at this venue</source>
        <translation>на этой площадке путёвку нельзя взять деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="127"/>
        <source>a seat can be taken as cash only by a player who already holds a seat in the target event</source>
        <translation>взять путёвку деньгами может только игрок, у которого уже есть место в целевом турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="129"/>
        <source>prize pool {count}: does not buy one seat of {count2}</source>
        <translation>призовой фонд {count}: не хватает на одну путёвку по {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="130"/>
        <source>prize pool {count}: buys {count2} seats of {count3} but there are only {count4} entries</source>
        <translation>призовой фонд {count}: хватает на {count2} путёвок по {count3}, но входов всего {count4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="137"/>
        <source>entry: already paid</source>
        <translation>вход: уже оплачен</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="138"/>
        <source>entry: registration is closed</source>
        <translation>вход: регистрация закрыта</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="139"/>
        <source>re-entry: the first entry is not paid yet</source>
        <translation>повторный вход: первый вход ещё не оплачен</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="140"/>
        <source>re-entry: the player is still in; a re-entry is for a busted player</source>
        <translation>повторный вход: игрок ещё в игре; повторный вход — для выбывшего игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="142"/>
        <source>re-entry: at most {count} per player</source>
        <translation>повторный вход: не больше {count} на игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="143"/>
        <source>re-entry: registration is closed</source>
        <translation>повторный вход: регистрация закрыта</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="144"/>
        <source>rebuy: the entry is not paid yet</source>
        <translation>ребай: вход ещё не оплачен</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="145"/>
        <source>rebuy: the player is out</source>
        <translation>ребай: игрок выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="146"/>
        <source>rebuy: at most {count} per player</source>
        <translation>ребай: не больше {count} на игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="147"/>
        <source>rebuy: the rebuy period is over</source>
        <translation>ребай: период ребаев закончился</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="148"/>
        <source>add-on: this event has no add-on</source>
        <translation>аддон: в этом турнире нет аддона</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="149"/>
        <source>add-on: the entry is not paid yet</source>
        <translation>аддон: вход ещё не оплачен</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="150"/>
        <source>add-on: the player is out</source>
        <translation>аддон: игрок выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="151"/>
        <source>add-on: already taken</source>
        <translation>аддон: уже взят</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="152"/>
        <source>Percents {text}: type a percent for each paid place, e.g. 50 30 20</source>
        <translation>Проценты {text}: введите процент для каждого призового места, например 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="154"/>
        <source>Percents {text}: percents: percents add up to {total}, must be 100</source>
        <translation>Проценты {text}: сумма процентов {total}, а должна быть 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="156"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, more than place {above}</source>
        <translation>Проценты {text}: место {place} получает {percent}%, больше, чем место {above}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="158"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, must be more than 0</source>
        <translation>Проценты {text}: место {place} получает {percent}%, а должно быть больше 0</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="160"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, at most 4 decimals</source>
        <translation>Проценты {text}: место {place} получает {percent}%, допускается не больше 4 знаков после запятой</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="162"/>
        <source>Percents {text}: percent {value}: must be a number</source>
        <translation>Проценты {text}: процент {value} должен быть числом</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="163"/>
        <source>players in the deal {count}: a deal needs at least {count2}</source>
        <translation>игроков в сделке {count}: для сделки нужно не меньше {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="164"/>
        <source>players in the deal {count}: at most {count2}</source>
        <translation>игроков в сделке {count}: не больше {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="165"/>
        <source>Reason {text}: cannot be empty: say what the penalty is for</source>
        <translation>Причина {text}: не может быть пустой: укажите, за что наказание</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="166"/>
        <source>Penalty {label}: Suspension cannot be given at {level} enforcement level: only at Professional or above (CG-J1)</source>
        <translation>Наказание {label}: отстранение нельзя назначить на уровне строгости {level}: только на уровне Professional и выше (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="168"/>
        <source>Penalty {label}: {penalty} instead of the recommended {penalty2} at {level} level needs the head judge&apos;s agreement: ask the head judge and record it (CG-J1)</source>
        <translation>Наказание {label}: {penalty} вместо рекомендованного {penalty2} на уровне {level} требует согласия главного судьи: спросите главного судью и запишите его согласие (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="172"/>
        <source>the prize was already handed over: a prize is paid once</source>
        <translation>приз уже выдан: приз выдаётся один раз</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="173"/>
        <source>no prize (yet): nothing to hand over</source>
        <translation>приза нет (пока): выдавать нечего</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="174"/>
        <source>still playing for the amount the deal kept back: hand the prize over when the play is over</source>
        <translation>ещё играет за сумму, отложенную сделкой: выдайте приз, когда игра закончится</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="180"/>
        <source>the clock cannot start: it is already running</source>
        <translation>часы нельзя запустить: они уже идут</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="181"/>
        <source>the clock cannot start: it is already paused</source>
        <translation>часы нельзя запустить: они уже на паузе</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="182"/>
        <source>the clock cannot start: it is already finished</source>
        <translation>часы нельзя запустить: они уже закончены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="183"/>
        <source>the clock cannot pause: it is not started</source>
        <translation>часы нельзя поставить на паузу: они не запущены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="184"/>
        <source>the clock cannot pause: it is paused</source>
        <translation>часы нельзя поставить на паузу: они уже на паузе</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="185"/>
        <source>the clock cannot pause: it is finished</source>
        <translation>часы нельзя поставить на паузу: они закончены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="186"/>
        <source>the clock cannot resume: it is not started</source>
        <translation>часы нельзя продолжить: они не запущены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="187"/>
        <source>the clock cannot resume: it is running</source>
        <translation>часы нельзя продолжить: они идут</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="188"/>
        <source>the clock cannot resume: it is finished</source>
        <translation>часы нельзя продолжить: они закончены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="189"/>
        <source>this is the last level of the structure; there is no next level</source>
        <translation>это последний уровень структуры; следующего нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="191"/>
        <source>this is the first level; there is no previous level</source>
        <translation>это первый уровень; предыдущего нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="192"/>
        <source>the clock has finished; go back to a level before changing its time</source>
        <translation>часы закончены; вернитесь к уровню, прежде чем менять его время</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="194"/>
        <source>the level has not started; nothing to restart</source>
        <translation>уровень не начат; перезапускать нечего</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="195"/>
        <source>the clock has already finished</source>
        <translation>часы уже закончены</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="196"/>
        <source>level {count} has no colour-up into a larger chip</source>
        <translation>на уровне {count} нет обмена на более крупную фишку</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="197"/>
        <source>the break after level {count} has no colour-up into a larger chip</source>
        <translation>в перерыве после уровня {count} нет обмена на более крупную фишку</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="200"/>
        <source>hand-for-hand is not on</source>
        <translation>режим «рука за рукой» не включён</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="201"/>
        <source>hand-for-hand is on already</source>
        <translation>режим «рука за рукой» уже включён</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="202"/>
        <source>table {table} is still playing the hand: move the player once it has reported</source>
        <translation>за столом {table} ещё идёт раздача: пересадите игрока, когда стол сообщит итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="204"/>
        <source>hand-for-hand needs at least 3 players left, not {count}</source>
        <translation>для режима «рука за рукой» нужно не меньше 3 оставшихся игроков, а не {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="205"/>
        <source>the hand is still playing at table {table}</source>
        <translation>раздача ещё идёт за столом {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="206"/>
        <source>the hand is still playing at tables {tables}</source>
        <translation>раздача ещё идёт за столами {tables}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="207"/>
        <source>no hand-for-hand hand is in play: start the hand first</source>
        <translation>раздача «рука за рукой» не идёт: сначала начните раздачу</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="208"/>
        <source>table {table} is not playing hand-for-hand</source>
        <translation>стол {table} не играет «рука за рукой»</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="209"/>
        <source>table {table} has reported this hand already</source>
        <translation>стол {table} уже сообщил об этой раздаче</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="214"/>
        <source>line {line}: {quoted} has no count: write it in digits, as {example} (DECK-1)</source>
        <translation>строка {line}: у {quoted} нет количества: напишите его цифрами, как {example} (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="216"/>
        <source>line {line}: {quoted} has two counts (DECK-1)</source>
        <translation>строка {line}: у {quoted} два количества (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="217"/>
        <source>line {line}: {quoted} has no card name (DECK-1)</source>
        <translation>строка {line}: в {quoted} нет названия карты (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="218"/>
        <source>line {line}: {quoted} count {value} is not a whole number (DECK-1)</source>
        <translation>строка {line}: {quoted}: количество {value} — не целое число (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="220"/>
        <source>line {line}: {quoted} count {number}: must be at least 1 (DECK-8)</source>
        <translation>строка {line}: {quoted}: количество {number}, нужно не меньше 1 (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="222"/>
        <source>line {line}: {quoted} count {number}: at most {most} (DECK-8)</source>
        <translation>строка {line}: {quoted}: количество {number}, не больше {most} (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="223"/>
        <source>line {line}: card name of {number} characters: at most {most} (DECK-8)</source>
        <translation>строка {line}: название карты из {number} знаков, не больше {most} (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="225"/>
        <source>line {line}: {quoted}: this event has no sideboard (DECK-2)</source>
        <translation>строка {line}: {quoted}: в этом турнире нет сайдборда (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="226"/>
        <source>line {line}: {quoted}: the main deck started already (DECK-2)</source>
        <translation>строка {line}: {quoted}: основная колода уже начата (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="227"/>
        <source>line {line}: {quoted}: the sideboard started already (DECK-2)</source>
        <translation>строка {line}: {quoted}: сайдборд уже начат (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="228"/>
        <source>line {line}: {quoted} says {number} cards, the lines under it add up to {total} (DECK-2)</source>
        <translation>строка {line}: в {quoted} указано {number} карт, а строки под ним дают {total} (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="230"/>
        <source>the list has no card lines (DECK-1)</source>
        <translation>в списке нет ни одной карты (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="231"/>
        <source>main deck of {number} cards: at least {most} (DECK-3)</source>
        <translation>основная колода из {number} карт, нужно не меньше {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="232"/>
        <source>main deck of {number} cards: at most {most} (DECK-3)</source>
        <translation>основная колода из {number} карт, можно не больше {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="233"/>
        <source>sideboard of {number} cards: this event has no sideboard (DECK-3)</source>
        <translation>сайдборд из {number} карт: в этом турнире нет сайдборда (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="235"/>
        <source>sideboard of {number} cards: at most {most} (DECK-3)</source>
        <translation>сайдборд из {number} карт, можно не больше {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="236"/>
        <source>{name}: {number} copies, at most {most} (DECK-4)</source>
        <translation>{name}: {number} копий, можно не больше {most} (DECK-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="237"/>
        <source>The decklist is locked: the player&apos;s first round is paired. Only the head judge can change it, with a reason (DECK-5).</source>
        <translation>Список колоды закрыт: первый тур игрока разведён. Изменить его может только главный судья, указав причину (DECK-5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="239"/>
        <source>reason is empty: a locked decklist changes only with the head judge&apos;s reason written in the log (DECK-5)</source>
        <translation>причина не указана: закрытый список меняется только с причиной главного судьи, записанной в журнал (DECK-5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="241"/>
        <source>List matches the deck</source>
        <translation>Список совпадает с колодой</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="242"/>
        <source>Deck does not match the list</source>
        <translation>Колода не совпадает со списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="243"/>
        <source>Deck illegal</source>
        <translation>Колода нарушает лимиты</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="244"/>
        <source>note is empty: &apos;{reason}&apos; needs what the judge found (DECK-6)</source>
        <translation>примечание пустое: для «{reason}» укажите, что нашёл судья (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="245"/>
        <source>judge is empty: a deck check names the judge who made it (DECK-6)</source>
        <translation>судья не указан: в проверке колоды указывается судья, который её провёл (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="247"/>
        <source>infraction {value}: &apos;{reason}&apos; gives no penalty (DECK-6)</source>
        <translation>нарушение {value}: за «{reason}» наказания нет (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="253"/>
        <source>Pods {count}: {count2} players cannot make pods of {count3} to {count4} (CG-D1).</source>
        <translation>Драфт-столы {count}: {count2} игроков не рассадить за столы по {count3}–{count4} человек (CG-D1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="255"/>
        <source>Pods {pods}: {name} has no pod (CG-D3).</source>
        <translation>Драфт-столы {pods}: у игрока {name} нет стола (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="256"/>
        <source>Pods {pods}: {name} is not a player of the event (CG-D3).</source>
        <translation>Драфт-столы {pods}: {name} не играет в этом турнире (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="257"/>
        <source>Pods {pods}: Pod {count} is empty: number the pods 1 to {count2} (CG-D3).</source>
        <translation>Драфт-столы {pods}: стол {count} пуст: пронумеруйте столы от 1 до {count2} (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="259"/>
        <source>Pods {pods}: Pod {count} has {count2} players: a pod has {count3} to {count4} (CG-D3).</source>
        <translation>Драфт-столы {pods}: за столом {count} игроков: {count2}, а за столом должно быть от {count3} до {count4} (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="261"/>
        <source>Pods {pods}: Player listed twice: {names}</source>
        <translation>Драфт-столы {pods}: игрок указан дважды: {names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="262"/>
        <source>Draft pods: no player has a pod yet. Draw the pods or place the players by hand (Draft pods…) before pairing (CG-D3).</source>
        <translation>Драфт-столы: ни у одного игрока ещё нет стола. Разыграйте столы или рассадите игроков вручную (Драфт-столы…) до жеребьёвки пар (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="264"/>
        <source>Draft pods: {names} has no pod; assign the pods first (CG-D3).</source>
        <translation>Драфт-столы: у игрока {names} нет стола; сначала распределите столы (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="265"/>
        <source>Draft pods: {names} have no pod; assign the pods first (CG-D3).</source>
        <translation>Драфт-столы: у игроков {names} нет стола; сначала распределите столы (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="267"/>
        <source>Reserved table {table}: Table {table2} is reserved for {name} already: {name2} cannot have it too (CG-T10).</source>
        <translation>Закреплённый стол {table}: стол {table2} уже закреплён за игроком {name}: {name2} не может его получить (CG-T10).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="272"/>
        <source>The next round is paired: this round is over (CG-R1-A).</source>
        <translation>Следующий тур уже составлен: этот тур окончен (CG-R1-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="273"/>
        <source>Table {table} does not play this round (CG-R1).</source>
        <translation>Стол {table} не играет в этом туре (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="274"/>
        <source>Round {round} has no table playing: no judge call or extra time (CG-R1).</source>
        <translation>В туре {round} не играет ни один стол: ни вызова судьи, ни дополнительного времени (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="276"/>
        <source>Table {table} has its result in: its time is over (CG-R1-A).</source>
        <translation>У стола {table} уже есть результат: его время вышло (CG-R1-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="277"/>
        <source>Extension must be from 1 to {count} minutes: {count2}</source>
        <translation>Добавка времени должна быть от 1 до {count} минут: {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="278"/>
        <source>An extension names the judge who gave it (CG-R1).</source>
        <translation>Укажите судью, который добавил время (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="279"/>
        <source>An extension gives its reason (CG-R1).</source>
        <translation>Укажите причину добавки времени (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="283"/>
        <source>Ratings were applied for this event at {when} (RAT-5): undo that action to apply them again.</source>
        <translation>Рейтинги по этому турниру уже пересчитаны {when} (RAT-5): отмените это действие, чтобы пересчитать заново.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="285"/>
        <source>Still waiting for %n result(s) (RAT-5): ratings are applied once every result is in.</source>
        <translation>
            <numerusform>Ещё нет %n результата (RAT-5): рейтинги пересчитываются, когда внесены все результаты.</numerusform>
            <numerusform>Ещё нет %n результатов (RAT-5): рейтинги пересчитываются, когда внесены все результаты.</numerusform>
            <numerusform>Ещё нет %n результатов (RAT-5): рейтинги пересчитываются, когда внесены все результаты.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="287"/>
        <source>This event has no played match to rate (RAT-3).</source>
        <translation>В этом турнире нет сыгранных матчей для рейтинга (RAT-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="292"/>
        <source>envelopes {value}: write each as VALUExCOUNT, e.g. 1000x4</source>
        <translation>конверты {value}: запишите каждый как НОМИНАЛxЧИСЛО, например 1000x4</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="293"/>
        <source>cash share {value}: must be a fraction such as 1/2</source>
        <translation>доля деньгами {value}: должна быть дробью, например 1/2</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="294"/>
        <source>cash share {value}: must be more than 0 and at most 1</source>
        <translation>доля деньгами {value}: должна быть больше 0 и не больше 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="295"/>
        <source>envelopes: a mystery format needs at least one envelope</source>
        <translation>конверты: для мистери-баунти нужен хотя бы один конверт</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="296"/>
        <source>envelope value {value}: listed twice, give one count</source>
        <translation>номинал конверта {value}: указан дважды, укажите одно количество</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="297"/>
        <source>envelope value {value}: must be from {low} to {high}</source>
        <translation>номинал конверта {value}: должен быть от {low} до {high}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="298"/>
        <source>count of the {count} envelopes {value}: must be from {low} to {high}</source>
        <translation>количество конвертов по {count} ({value}): должно быть от {low} до {high}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="300"/>
        <source>{event}: {reason}.</source>
        <translation>{event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="301"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 to change the bags.</source>
        <translation>День 2 турнира {event} уже собран: отмените день 2, чтобы изменить упакованные фишки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="303"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 before adding a flight.</source>
        <translation>День 2 турнира {event} уже собран: отмените день 2, прежде чем добавлять флайт.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="305"/>
        <source>{action} refused: Day 2 of {event} is built from the bags of {event2}, and this would change its bags, busts or payments. Undo Build Day 2 first (Log tab).</source>
        <translation>{action}: отказано. День 2 турнира {event} собран из мешков {event2}, а это изменило бы его мешки, вылеты или платежи. Сначала отмените сборку дня 2 (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="309"/>
        <source>{name} is not in {event}: a re-entry is for a player who busted out of it; take an entry.</source>
        <translation>{name} не играет в турнире {event}: повторный вход — для выбывшего игрока; примите вход.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="311"/>
        <source>Name {name}: {count} people of the player database are called that ({names}); say which one.</source>
        <translation>Имя {name}: так зовут {count} человек из базы игроков ({names}); укажите, кого именно.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="314"/>
        <source>{name} has not paid the entry: take the payment first; a registered player who has not paid is not in play.</source>
        <translation>{name} не оплатил вход: сначала примите оплату; зарегистрированный игрок без оплаты не участвует в игре.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="316"/>
        <source>{name} has no seat: only a seated player can be busted.</source>
        <translation>У игрока {name} нет места: выбыть может только игрок, сидящий за столом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="317"/>
        <source>Availability of {name} &apos;{marks}&apos;: {count} of {total} slots marked 3 (impossible); fewer than half may be</source>
        <translation>Доступность {name} &apos;{marks}&apos;: {count} из {total} слотов отмечены 3 (нельзя); так можно отметить меньше половины</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="321"/>
        <source>pod {count}: {names}</source>
        <extracomment>One pod of a hand assignment as a refusal names it (&quot;pod 2: Ann, Bob&quot;), in ``{pods}``.</extracomment>
        <translation>стол {count}: {names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="325"/>
        <source>Remark</source>
        <translation>Замечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="326"/>
        <source>Warning</source>
        <translation>Предупреждение</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="327"/>
        <source>Game loss</source>
        <translation>Поражение в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="328"/>
        <source>Match loss</source>
        <translation>Поражение в матче</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="329"/>
        <source>Disqualification</source>
        <translation>Дисквалификация</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="330"/>
        <source>Disqualification without prizes</source>
        <translation>Дисквалификация без призов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="331"/>
        <source>Suspension</source>
        <translation>Отстранение</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="332"/>
        <source>Verbal warning</source>
        <translation>Устное предупреждение</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="333"/>
        <source>One-hand penalty</source>
        <translation>Штраф на одну раздачу</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="334"/>
        <source>1-round penalty</source>
        <translation>Штраф на 1 круг</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="335"/>
        <source>2-round penalty</source>
        <translation>Штраф на 2 круга</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="336"/>
        <source>3-round penalty</source>
        <translation>Штраф на 3 круга</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="337"/>
        <source>4-round penalty</source>
        <translation>Штраф на 4 круга</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="338"/>
        <source>Exposed a card out of turn</source>
        <translation>Открыл карту не в свою очередь</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="339"/>
        <source>Missed a hand</source>
        <translation>Пропустил раздачу</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="340"/>
        <source>Did not act in time / left the table</source>
        <translation>Не успел сходить / покинул стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="341"/>
        <source>accumulation</source>
        <translation>накопление нарушений</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="343"/>
        <source>{penalty} for &apos;{reason}&apos;</source>
        <translation>{penalty} за «{reason}»</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="344"/>
        <source>+ {penalty} (PEN-1)</source>
        <translation>+ {penalty} (PEN-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="345"/>
        <source>recommended is {penalty} (CG-J1)</source>
        <translation>рекомендуется: {penalty} (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="346"/>
        <source>recommended is {penalty} with the head judge&apos;s agreement (CG-J1)</source>
        <translation>рекомендуется: {penalty}, с согласия главного судьи (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="348"/>
        <source>{penalty}: repeat offence after a warning (PEN-P2)</source>
        <translation>{penalty}: повторное нарушение после предупреждения (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="349"/>
        <source>{penalty}: repeat offence, double the last {penalty2} (PEN-P2)</source>
        <translation>{penalty}: повторное нарушение, вдвое больше прошлого ({penalty2}) (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="350"/>
        <source>{penalty} (PEN-P1)</source>
        <translation>{penalty} (PEN-P1)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="351"/>
        <source>{penalty}, %n hands away at a {count}-handed table (PEN-P1)</source>
        <translation>
            <numerusform>{penalty}, %n раздача вне игры за столом на {count} (PEN-P1)</numerusform>
            <numerusform>{penalty}, %n раздачи вне игры за столом на {count} (PEN-P1)</numerusform>
            <numerusform>{penalty}, %n раздач вне игры за столом на {count} (PEN-P1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="353"/>
        <source>%n hands away at a {count}-handed table</source>
        <translation>
            <numerusform>%n раздача вне игры за столом на {count}</numerusform>
            <numerusform>%n раздачи вне игры за столом на {count}</numerusform>
            <numerusform>%n раздач вне игры за столом на {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="354"/>
        <source>chips are removed from play (PEN-P2)</source>
        <translation>фишки выводятся из игры (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="356"/>
        <source>raised to {penalty}: {ordinal} &apos;{reason}&apos; this event (PEN-3)</source>
        <translation>повышено до: {penalty} — {ordinal} раз за «{reason}» в этом турнире (PEN-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="357"/>
        <source>{penalty}: {ordinal} &apos;{reason}&apos; this event, at or above {penalty2} already (PEN-3)</source>
        <translation>{penalty}: {ordinal} раз за «{reason}» в этом турнире, уже не ниже чем {penalty2} (PEN-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="359"/>
        <source>repetition never goes above Disqualification (PEN-4)</source>
        <translation>за повторение не назначают больше дисквалификации (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="360"/>
        <source>{penalty} by accumulation: three {penalty2} penalties for different reasons ({reasons}) (PEN-4)</source>
        <translation>{penalty} по накоплению: три штрафа «{penalty2}» за разные нарушения ({reasons}) (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="363"/>
        <source>{penalty} by accumulation: three {penalty2}s for different reasons ({reasons}) (PEN-4)</source>
        <translation>{penalty} по накоплению: три штрафа «{penalty2}» за разные нарушения ({reasons}) (PEN-4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="366"/>
        <source>1 point to each of %n active players = {count} (OFC-X1)</source>
        <translation>
            <numerusform>по 1 очку каждому из %n активного игрока = {count} (OFC-X1)</numerusform>
            <numerusform>по 1 очку каждому из %n активных игроков = {count} (OFC-X1)</numerusform>
            <numerusform>по 1 очку каждому из %n активных игроков = {count} (OFC-X1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="367"/>
        <source>3 points to each of %n active players = {count}</source>
        <translation>
            <numerusform>по 3 очка каждому из %n активного игрока = {count}</numerusform>
            <numerusform>по 3 очка каждому из %n активных игроков = {count}</numerusform>
            <numerusform>по 3 очка каждому из %n активных игроков = {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="368"/>
        <source>no royalties paid, nothing received this hand (OFC-X2)</source>
        <translation>роялти не выплачиваются, в этой раздаче ничего не получает (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="369"/>
        <source>hand declared fouled: pays each player 6 plus their royalties (OFC-X3, OFC-P3)</source>
        <translation>рука объявлена фолом: платит каждому игроку 6 плюс его роялти (OFC-X3, OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="371"/>
        <source>no other active player in the hand: nothing paid ({rule})</source>
        <translation>в раздаче нет других активных игроков: ничего не выплачивается ({rule})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="372"/>
        <source>OFC hand {count}</source>
        <translation>раздача OFC {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="374"/>
        <source>Game rule violation (minor)</source>
        <translation>Нарушение правил игры (незначительное)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="375"/>
        <source>Game rule violation</source>
        <translation>Нарушение правил игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="376"/>
        <source>Looking at extra cards</source>
        <translation>Просмотр лишних карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="377"/>
        <source>Drawing extra cards</source>
        <translation>Взятие лишних карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="378"/>
        <source>Failure to maintain game state</source>
        <translation>Несоблюдение состояния игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="379"/>
        <source>Slow play</source>
        <translation>Медленная игра</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="380"/>
        <source>Tardiness</source>
        <translation>Опоздание</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="381"/>
        <source>Tardiness (more than 10 minutes)</source>
        <translation>Опоздание (более 10 минут)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="382"/>
        <source>Deck does not match deck list</source>
        <translation>Колода не совпадает со списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="383"/>
        <source>Illegal deck</source>
        <translation>Недопустимая колода</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="384"/>
        <source>Insufficient shuffling</source>
        <translation>Недостаточное перемешивание</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="385"/>
        <source>Marked cards or sleeves</source>
        <translation>Помеченные карты или протекторы</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="386"/>
        <source>Outside assistance</source>
        <translation>Посторонняя помощь</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="387"/>
        <source>Unsporting conduct (minor)</source>
        <translation>Неспортивное поведение (незначительное)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="388"/>
        <source>Unsporting conduct (major)</source>
        <translation>Неспортивное поведение (серьёзное)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="389"/>
        <source>Improperly determining a winner</source>
        <translation>Неправильное определение победителя</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="390"/>
        <source>Bribery or wagering</source>
        <translation>Подкуп или ставки</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="391"/>
        <source>Cheating</source>
        <translation>Мошенничество</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="392"/>
        <source>Aggressive behaviour</source>
        <translation>Агрессивное поведение</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="393"/>
        <source>Theft of tournament material</source>
        <translation>Кража турнирных материалов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="395"/>
        <source>Exposing a card out of turn</source>
        <translation>Открытие карты не в свою очередь</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="396"/>
        <source>Missing a hand</source>
        <translation>Пропуск раздачи</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="397"/>
        <source>Not acting within 30 seconds of the clock</source>
        <translation>Нет действия в течение 30 секунд после вызова часов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="398"/>
        <source>Leaving the table with decisions remaining</source>
        <translation>Ушёл из-за стола, не приняв решений</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="400"/>
        <source>Exposing cards with action pending</source>
        <translation>Открытие карт, пока торговля не закончена</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="401"/>
        <source>Throwing cards off the table</source>
        <translation>Выбрасывание карт со стола</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="402"/>
        <source>One player to a hand</source>
        <translation>Один игрок на раздачу (помощь за столом)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="403"/>
        <source>Acting out of turn</source>
        <translation>Действие не в свою очередь</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="404"/>
        <source>Using a phone or device at the table</source>
        <translation>Телефон или устройство за столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="405"/>
        <source>Abusive language</source>
        <translation>Оскорбительные выражения</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="406"/>
        <source>Etiquette violation</source>
        <translation>Нарушение этикета</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="407"/>
        <source>Stalling</source>
        <translation>Затягивание игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="408"/>
        <source>Chips not kept visible and countable</source>
        <translation>Фишки не видны и не поддаются подсчёту</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="409"/>
        <source>Soft play</source>
        <translation>Мягкая игра (сговор)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="410"/>
        <source>Abuse of players or staff</source>
        <translation>Оскорбление игроков или персонала</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="411"/>
        <source>Removing chips from play</source>
        <translation>Вынос фишек из игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="412"/>
        <source>Collusion or chip dumping</source>
        <translation>Сговор или слив фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="417"/>
        <source>{rank} high</source>
        <translation>старшая карта — {rank}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="418"/>
        <source>pair of {ranks}</source>
        <translation>пара {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="419"/>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation>две пары, {ranks} и {ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="420"/>
        <source>trips, {ranks}</source>
        <translation>тройка {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="421"/>
        <source>straight, five high (wheel)</source>
        <translation>стрит до пятёрки (колесо)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="422"/>
        <source>straight, {rank} high</source>
        <translation>стрит, старшая — {rank}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="423"/>
        <source>flush, {rank} high</source>
        <translation>флеш, старшая — {rank}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="424"/>
        <source>full house, {ranks} full of {ranks2}</source>
        <translation>фулл-хаус, тройка {ranks} и пара {ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="425"/>
        <source>quads, {ranks}</source>
        <translation>каре {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="426"/>
        <source>straight flush, five high (steel wheel)</source>
        <translation>стрит-флеш до пятёрки (стальное колесо)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="427"/>
        <source>straight flush, {rank} high</source>
        <translation>стрит-флеш, старшая — {rank}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="428"/>
        <source>royal flush</source>
        <translation>роял-флеш</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="429"/>
        <source>high card</source>
        <translation>старшая карта</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="430"/>
        <source>pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="431"/>
        <source>two pair</source>
        <translation>две пары</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="432"/>
        <source>trips</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="433"/>
        <source>straight</source>
        <translation>стрит</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="434"/>
        <source>flush</source>
        <translation>флеш</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="435"/>
        <source>full house</source>
        <translation>фулл-хаус</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="436"/>
        <source>quads</source>
        <translation>каре</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="437"/>
        <source>straight flush</source>
        <translation>стрит-флеш</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="438"/>
        <source>{row} {hand} is weaker than {row2} {hand2} (kicker {card} vs {card2})</source>
        <translation>{row}: {hand} слабее, чем {row2}: {hand2} (кикер {card} против {card2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="440"/>
        <source>{row} {hand} is weaker than {row2} {hand2}</source>
        <translation>{row}: {hand} слабее, чем {row2}: {hand2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="441"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>фол по часам (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="442"/>
        <source>missed hand: penalty only (OFC-X2)</source>
        <translation>пропущенная раздача: только штраф (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="443"/>
        <source>both fouled (OFC-P3)</source>
        <translation>фол у обоих (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="444"/>
        <source>scoop (OFC-P2)</source>
        <translation>скуп (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="445"/>
        <source>{player} fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>{player} — фол: платит 6 плюс роялти (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="494"/>
        <source>&apos;{reason}&apos;</source>
        <extracomment>How a reason is quoted inside a list of reasons (&quot;({reasons})&quot; of PEN-4).</extracomment>
        <translation>«{reason}»</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="512"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first.</source>
        <extracomment>What a parameter&apos;s value is, by its name: its own words are translated in that context. Parameters that are words the catalogue knows (a hand inside a foul reason).</extracomment>
        <translation>Нельзя отменить «{action}»: то, что оно изменило, с тех пор изменили последующие действия ({count}): {actions}. Сначала отмените их, начиная с последнего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="515"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>Нельзя отменить «{action}»: то, что оно изменило, с тех пор изменили последующие действия ({count}): {actions}. Сначала отмените их, начиная с последнего. Ошибочно выбывший игрок возвращается командой «Вернуть в игру…» (вкладка «Рассадка», Ctrl+Shift+I; tdesk reinstate): его место, места после него, призы и баунти пересчитываются, и ни одно последующее действие не отменяется.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="521"/>
        <source>Cannot undo &apos;{action}&apos;: finishing places given since count on it (the players out must hold the bottom places of the field). Undo the later busts first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>Нельзя отменить «{action}»: от него зависят места, выданные после (выбывшие должны занимать нижние места поля). Сначала отмените последующие вылеты. Ошибочно выбывший игрок возвращается командой «Вернуть в игру…» (вкладка «Рассадка», Ctrl+Shift+I; tdesk reinstate): его место, места после него, призы и баунти пересчитываются, и ни одно последующее действие не отменяется.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="527"/>
        <source>{event}: reinstating {name} would change paid places ({moves}) (PL-3).</source>
        <translation>{event}: возвращение игрока {name} изменит призовые места ({moves}) (PL-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="529"/>
        <source>{name} is still in play: nothing to reinstate.</source>
        <translation>{name} ещё в игре: возвращать нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="530"/>
        <source>{name} was disqualified: rescind the penalty instead (Penalties tab).</source>
        <translation>{name} дисквалифицирован: вместо этого отмените наказание (вкладка «Наказания»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="532"/>
        <source>{event} has a deal among the players left: {name} cannot come back into it. Undo the deal first (Log tab).</source>
        <translation>В турнире {event} оставшиеся игроки заключили сделку: {name} не может в неё вернуться. Сначала отмените сделку (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="534"/>
        <source>{event}: in an OFC event a bust comes from a scored hand; correct that hand instead (OFC tab › Correct…).</source>
        <translation>{event}: в турнире OFC вылет следует из подсчитанной раздачи; исправьте эту раздачу (вкладка OFC › Исправить…).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="536"/>
        <source>Seat {seat}: table {table} seat {seat2} is taken by {name}</source>
        <translation>Место {seat}: стол {table}, место {seat2} занято игроком {name}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="537"/>
        <source>Seat {seat}: is blocked at table {table}</source>
        <translation>Место {seat}: заблокировано за столом {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="538"/>
        <source>Seat {seat}: table {table} has {count} seats</source>
        <translation>Место {seat}: за столом {table} мест: {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="539"/>
        <source>Table {table}: was broken: choose a table still in play</source>
        <translation>Стол {table}: расформирован, выберите играющий стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="540"/>
        <source>Table {table}: is not a table of this event</source>
        <translation>Стол {table}: не стол этого турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="541"/>
        <source>Table {table}: every table is full: the next table to open is {next}</source>
        <translation>Стол {table}: все столы заняты: следующий стол для открытия — {next}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="546"/>
        <source>Tables used {value}: not a table number or a range such as 1-8</source>
        <translation>Используемые столы {value}: не номер стола и не диапазон вроде 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="547"/>
        <source>Tables used {value}: a table number is 1 to 9999</source>
        <translation>Используемые столы {value}: номер стола от 1 до 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="548"/>
        <source>Tables used {value}: table {table} is listed twice</source>
        <translation>Используемые столы {value}: стол {table} указан дважды</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="549"/>
        <source>Tables used {value}: list at least one table, such as 1-8</source>
        <translation>Используемые столы {value}: укажите хотя бы один стол, например 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="550"/>
        <source>Tables used {value}: table {table} is open with players seated; keep it in the list or break it first</source>
        <translation>Используемые столы {value}: за открытым столом {table} сидят игроки; оставьте его в списке или сначала закройте</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="552"/>
        <source>Tables used {value}: the event&apos;s tables free ({count}) are fewer than the tables needed ({count2}); add tables to the list</source>
        <translation>Используемые столы {value}: свободных столов турнира ({count}) меньше, чем нужно ({count2}); добавьте столы в список</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="554"/>
        <source>Break order {value}: a table number is 1 to 9999</source>
        <translation>Порядок закрытия {value}: номер стола от 1 до 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="555"/>
        <source>Break order {value}: table {table} is listed twice</source>
        <translation>Порядок закрытия {value}: стол {table} указан дважды</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="556"/>
        <source>Break order {value}: table {table} is not one of the event&apos;s tables ({list})</source>
        <translation>Порядок закрытия {value}: стол {table} не входит в столы турнира ({list})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="558"/>
        <source>Break order {value}: not a table number or a range such as 1-8</source>
        <translation>Порядок закрытия {value}: не номер стола и не диапазон вроде 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="16"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody is busted in that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} играет во флайте {event2}, из мешков которого собран день 2 турнира {event}: выбивать игроков в этом флайте теперь нельзя. Сначала отмените «Собрать день 2» (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="19"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody comes back into that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} играет во флайте {event2}, из мешков которого собран день 2 турнира {event}: вернуть игрока в этот флайт теперь нельзя. Сначала отмените «Собрать день 2» (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="26"/>
        <source>{action} refused: {name}&apos;s bounties of {amount} were handed over (last at {time}, receipt {receipt}), and this would leave {amount2} won. Bounty cash paid never changes: undo that payout first (Log tab).</source>
        <translation>{action}: отказано. Игроку {name} уже выплачены баунти на {amount} (последний раз в {time}, чек {receipt}), а после этого выигранными остались бы {amount2}. Выплаченные деньги за баунти не меняются: сначала отмените эту выплату (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="34"/>
        <source>Undo of &apos;{summary}&apos;</source>
        <translation>Отмена «{summary}»</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="35"/>
        <source>Redo of &apos;{summary}&apos;</source>
        <translation>Повтор «{summary}»</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="36"/>
        <source>Reinstating {name}</source>
        <translation>Возвращение игрока {name}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="41"/>
        <source>Players {value}: choose at least one player to bust</source>
        <translation>Игроки {value}: выберите хотя бы одного игрока для выбывания</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="42"/>
        <source>Table {table} has no open seat for {name}.</source>
        <translation>За столом {table} нет свободного места для игрока {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="43"/>
        <source>{name} is already {status}.</source>
        <translation>{name} уже: {status}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="44"/>
        <source>Stacks {value}: {reason}</source>
        <translation>Стеки {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="45"/>
        <source>Eliminated by {name}: is not one of the players busted</source>
        <translation>Выбит игроком {name}: это не один из выбывающих игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="46"/>
        <source>Shares {name}: is not one of the players busted</source>
        <translation>Доли {name}: это не один из выбывающих игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="47"/>
        <source>Shares of {name} {value}: must be a list of whole numbers, one per eliminator</source>
        <translation>Доли за {name} {value}: нужен список целых чисел, по одному на каждого выбившего</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="49"/>
        <source>Shares of {name} {value}: give {number}, one per eliminator</source>
        <translation>Доли за {name} {value}: укажите {number}, по одной на каждого выбившего</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="50"/>
        <source>Envelope {name}: is not one of the players busted</source>
        <translation>Конверт {name}: это не один из выбывающих игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="51"/>
        <source>{name} is {status}, not active: cannot be seated.</source>
        <translation>{name}: {status}, не в игре — посадить нельзя.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="52"/>
        <source>{name} is seated already.</source>
        <translation>{name} уже сидит за столом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="53"/>
        <source>Tables {value}: must be 1 or more</source>
        <translation>Столы {value}: должно быть 1 или больше</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="54"/>
        <source>Tables {value}: {reason}</source>
        <translation>Столы {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="55"/>
        <source>Move {value}: there are {number} pending moves</source>
        <translation>Пересадка {value}: ожидающих пересадок {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="56"/>
        <source>That move no longer fits the room: refresh and try again.</source>
        <translation>Эта пересадка больше не подходит к залу: обновите и попробуйте снова.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="57"/>
        <source>Table {table} seat {seat} is still taken: apply the earlier moves first.</source>
        <translation>Стол {table}, место {seat} ещё занято: сначала выполните предыдущие пересадки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="59"/>
        <source>Table {table}: is not an open table of this event</source>
        <translation>Стол {table}: не открытый стол этого турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="60"/>
        <source>Player entry #{value} is not in this event.</source>
        <translation>Участия #{value} нет в этом турнире.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="61"/>
        <source>Button seat {value}: is not a seat in play at table {table}</source>
        <translation>Место баттона {value}: не игровое место за столом {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="62"/>
        <source>Seat {value}: table {table} has seats 1 to {number}</source>
        <translation>Место {value}: за столом {table} места с 1 по {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="63"/>
        <source>Table {table} seat {seat} is taken: move the player first.</source>
        <translation>Стол {table}, место {seat} занято: сначала пересадите игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="64"/>
        <source>{name} is not seated.</source>
        <translation>{name} не сидит за столом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="65"/>
        <source>Busts {name}: sits at {where}, not table {table}</source>
        <translation>Выбывшие {name}: сидит за {where}, а не за столом {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="66"/>
        <source>table {table}</source>
        <translation>столом {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="67"/>
        <source>no table</source>
        <translation>никаким столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="72"/>
        <source>That player is not in {event}.</source>
        <translation>Этого игрока нет в турнире {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="73"/>
        <source>{event} is a {kind} event: prizes and payments are for poker and OFC events.</source>
        <translation>{event} — турнир вида {kind}: призы и платежи есть только в покере и OFC.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="75"/>
        <source>Method {value}: say how the player paid (cash, card …)</source>
        <translation>Способ {value}: укажите, как игрок заплатил (наличные, карта …)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="76"/>
        <source>Payment {value}: must be one of {values}</source>
        <translation>Платёж {value}: должен быть одним из {values}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="77"/>
        <source>No entry {value} in {event}.</source>
        <translation>В турнире {event} нет участия {value}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="78"/>
        <source>Payout structure {value}: {reason}</source>
        <translation>Структура выплат {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="79"/>
        <source>Percents {value}: {reason}</source>
        <translation>Проценты {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="80"/>
        <source>Registration of {event} is already closed.</source>
        <translation>Регистрация в турнир {event} уже закрыта.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="81"/>
        <source>Registration of {event} is closed.</source>
        <translation>Регистрация в турнир {event} закрыта.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="82"/>
        <source>Payout template {name} is not installed ({reason}).</source>
        <translation>Шаблон выплат {name} не установлен ({reason}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="83"/>
        <source>Payout template {name}: {reason}</source>
        <translation>Шаблон выплат {name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="84"/>
        <source>{name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}): they cannot leave the event. Undo that handover first (Log tab).</source>
        <translation>Приз игрока {name} в размере {amount} выдан в {time} (чек {receipt}): игрок не может покинуть турнир. Сначала отмените эту выдачу (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="87"/>
        <source>{action} refused: {name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}), and this would {change}. A prize paid never changes: undo that handover first (Log tab).</source>
        <translation>{action}: отказано. Приз игрока {name} в размере {amount} выдан в {time} (чек {receipt}), а это {change}. Выплаченный приз не меняется: сначала отмените эту выдачу (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="90"/>
        <source>make it {amount}</source>
        <translation>изменило бы его на {amount}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="91"/>
        <source>take it away</source>
        <translation>отменило бы его</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="92"/>
        <source>{name} is not in {event}</source>
        <translation>{name} нет в турнире {event}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="93"/>
        <source>Receipt {value} is not in {event}.</source>
        <translation>Чека {value} нет в турнире {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="94"/>
        <source>Chip counts {value}: count at least one player</source>
        <translation>Подсчёт фишек {value}: посчитайте хотя бы одного игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="95"/>
        <source>Chips {value}: a player with no chips is busted, not counted</source>
        <translation>Фишки {value}: игрок без фишек выбывает, а не пересчитывается</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="96"/>
        <source>{name} is {status}: only players still in are counted.</source>
        <translation>{name}: {status}; считают только тех, кто ещё в игре.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="100"/>
        <source>A stack is given for a player who is not in the deal; work it out again.</source>
        <translation>Указан стек игрока, который не участвует в сделке; пересчитайте сделку.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="102"/>
        <source>Deal {value}: {reason}</source>
        <translation>Сделка {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="103"/>
        <source>Deal method {value}: must be one of {values}</source>
        <translation>Способ сделки {value}: должен быть одним из {values}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="97"/>
        <source>A deal is already recorded for {event} (at {time}): it is not recorded twice (PRZ-2). To change it, undo that deal first (Log tab).</source>
        <translation>Сделка в турнире {event} уже записана (в {time}): дважды её не записывают (PRZ-2). Чтобы изменить её, сначала отмените эту сделку (вкладка «Журнал»).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="104"/>
        <source>Deal total {value}: must be the {amount} still to be paid (PRZ-3)</source>
        <translation>Сумма сделки {value}: должна равняться {amount}, которые ещё предстоит выплатить (PRZ-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="106"/>
        <source>{field} {value}: must be a list of figures</source>
        <translation>{field} {value}: нужен список чисел</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="107"/>
        <source>{name} is {state} since the deal was worked out: the deal is for the players still in. Work it out again.</source>
        <translation>{name}: {state} после расчёта сделки, а сделка — для тех, кто ещё в игре. Пересчитайте её.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="109"/>
        <source>not in the event</source>
        <translation>не в турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="110"/>
        <source>out ({status}, place {place})</source>
        <translation>вне игры ({status}, место {place})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="111"/>
        <source>out ({status})</source>
        <translation>вне игры ({status})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="112"/>
        <source>{name} is still in but not in the deal: every player left shares in it. Work it out again.</source>
        <translation>{name} ещё в игре, но не в сделке: в сделке участвуют все оставшиеся. Пересчитайте её.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="114"/>
        <source>{name} is owed no bounty: won {amount}, paid {amount2}.</source>
        <translation>Игроку {name} баунти не причитаются: выиграно {amount}, выплачено {amount2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="115"/>
        <source>{event} pays no bounties.</source>
        <translation>В турнире {event} нет баунти.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="120"/>
        <source>The stored bounty format does not read: {reason}.</source>
        <translation>Сохранённый формат баунти не читается: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="121"/>
        <source>Bounty format {value}: must be a mapping</source>
        <translation>Формат баунти {value}: должен быть словарём</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="122"/>
        <source>Bounty format {value}: {reason}</source>
        <translation>Формат баунти {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="123"/>
        <source>{event} is a {kind} event: bounties are for poker and OFC events.</source>
        <translation>{event} — турнир вида {kind}: баунти есть только в покере и OFC.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="125"/>
        <source>Eliminated by {name}: say who eliminated this player: the event pays bounties</source>
        <translation>Выбит игроком {name}: укажите, кто выбил этого игрока, — в турнире есть баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="127"/>
        <source>Eliminated by {name}: {reason}</source>
        <translation>Выбит игроком {name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="128"/>
        <source>Eliminated by {name}: is not a player of this event</source>
        <translation>Выбит игроком {name}: это не игрок этого турнира</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="129"/>
        <source>Eliminated by {name}: is {name2}, the player busted</source>
        <translation>Выбит игроком {name}: это {name2}, сам выбывающий игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="130"/>
        <source>Eliminated by {name}: is {status}, not in play</source>
        <translation>Выбит игроком {name}: {status}, не в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="131"/>
        <source>is busted in this hand too and finishes below {name}: they cannot have won {name2}&apos;s chips</source>
        <translation>тоже выбывает в этой раздаче и занимает место ниже, чем {name}: он не мог выиграть фишки игрока {name2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="133"/>
        <source>is busted in this hand too</source>
        <translation>тоже выбывает в этой раздаче</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="138"/>
        <source>Flight of {value}: is itself a flight</source>
        <translation>Флайт турнира {value}: это сам флайт</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="139"/>
        <source>{event} has a Day {label} already.</source>
        <translation>В турнире {event} уже есть день {label}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="140"/>
        <source>{event} has bagged players: it stays a flight.</source>
        <translation>В турнире {event} есть игроки с упакованными фишками: он остаётся флайтом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="141"/>
        <source>{event} has {number} players not bagged ({names}…): bag the flight first.</source>
        <translation>В турнире {event} {number} игроков без упакованных фишек ({names}…): сначала упакуйте фишки флайта.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="143"/>
        <source>Day 2 resumes at level {value}: the structure has {number} levels</source>
        <translation>День 2 продолжается с уровня {value}: в структуре {number} уровней</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="145"/>
        <source>Event name {value}: another event already has this name.</source>
        <translation>Название турнира {value}: такое название уже есть у другого турнира.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="146"/>
        <source>Flight of {value}: an event cannot be its own flight</source>
        <translation>Флайт турнира {value}: турнир не может быть собственным флайтом</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="147"/>
        <source>{event} has flights of its own: it cannot be a flight.</source>
        <translation>У турнира {event} есть свои флайты: он не может быть флайтом.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="148"/>
        <source>{event} is no flight of an event.</source>
        <translation>{event} не является флайтом турнира.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="149"/>
        <source>{event} is no flight of an event: nothing is bagged.</source>
        <translation>{event} не является флайтом турнира: упаковывать нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="150"/>
        <source>{event} is played in flights: its entries are taken in its flights and its players are their bags (Build Day 2). Take the entry in a flight.</source>
        <translation>{event} играется флайтами: входы принимаются в его флайтах, а его игроки — их мешки (Собрать день 2). Примите вход во флайте.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="153"/>
        <source>Bagged chips {name}: has no count: bag every player left</source>
        <translation>Упакованные фишки {name}: нет подсчёта — упакуйте фишки всех оставшихся</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="154"/>
        <source>Bags {value}: {event} has no player left to bag</source>
        <translation>Упаковка {value}: в турнире {event} не осталось игроков для упаковки</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="155"/>
        <source>{event} has no flights: nothing to build Day 2 from.</source>
        <translation>У турнира {event} нет флайтов: не из чего собрать день 2.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="156"/>
        <source>No one has bagged in the flights of {event}.</source>
        <translation>Во флайтах турнира {event} никто не упаковал фишки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="157"/>
        <source>Day 2 of {event}: {reason}.</source>
        <translation>День 2 турнира {event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="158"/>
        <source>Event settings {value}: {reason}</source>
        <translation>Настройки турнира {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="159"/>
        <source>Bags {value}: is no player still in {event}</source>
        <translation>Упаковка {value}: это не игрок, оставшийся в турнире {event}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="160"/>
        <source>Bags {value}: {reason}</source>
        <translation>Упаковка {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="165"/>
        <source>Seat value {value}: type the seat value; no other event is named {event} to take its buy-in from</source>
        <translation>Стоимость места {value}: введите стоимость места; нет другого турнира с названием {event}, чтобы взять его бай-ин</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="167"/>
        <source>Seat value {value}: {event} takes no entry fee: type the seat value</source>
        <translation>Стоимость места {value}: в турнире {event} нет взноса — введите стоимость места</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="169"/>
        <source>Seat value {value}: type the seat value or name the target event</source>
        <translation>Стоимость места {value}: введите стоимость места или назовите целевой турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="171"/>
        <source>{event} is not a satellite.</source>
        <translation>{event} — не сателлит.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="172"/>
        <source>{event} is not a satellite: it pays no seats.</source>
        <translation>{event} — не сателлит: мест он не даёт.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="173"/>
        <source>{name} has already taken the seat as cash.</source>
        <translation>{name} уже забрал место деньгами.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="174"/>
        <source>{name} has not won a seat.</source>
        <translation>{name} не выиграл место.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="175"/>
        <source>{event} is a satellite: {reason}.</source>
        <translation>{event} — сателлит: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="180"/>
        <source>Clock action {value}: is not a clock action</source>
        <translation>Действие часов {value}: это не действие часов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="181"/>
        <source>Players left {value}: is more than the {number} entries</source>
        <translation>Осталось игроков {value}: больше, чем {number} участий</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="182"/>
        <source>Structure {value}: {reason}</source>
        <translation>Структура {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="183"/>
        <source>No clock is called at {value}: nothing to clear.</source>
        <translation>У {value} часы не вызваны: снимать нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="184"/>
        <source>{field} {value}: cannot be negative</source>
        <translation>{field} {value}: не может быть отрицательным</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="185"/>
        <source>Template name {value}: a template with this name exists.</source>
        <translation>Название шаблона {value}: шаблон с таким названием уже есть.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="186"/>
        <source>No structure template named {value}.</source>
        <translation>Нет шаблона структуры с названием {value}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="187"/>
        <source>Clock of {event}: {reason}.</source>
        <translation>Часы турнира {event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="188"/>
        <source>{event}: hand-for-hand is not on.</source>
        <translation>{event}: игра «рука в руку» не включена.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="189"/>
        <source>{event}: hand-for-hand is on already.</source>
        <translation>{event}: игра «рука в руку» уже включена.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="194"/>
        <source>Kind {value}: must be entry or reentry</source>
        <translation>Вид {value}: должен быть entry или reentry</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="195"/>
        <source>Name {value}: type the player&apos;s name</source>
        <translation>Имя {value}: введите имя игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="196"/>
        <source>Person #{value} is not in the player database (merged or removed elsewhere?).</source>
        <translation>Человека #{value} нет в базе игроков (объединён или удалён на другой станции?).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="198"/>
        <source>{name} is {status}, not busted: nothing to reinstate.</source>
        <translation>{name}: {status}, а не выбыл — возвращать нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="199"/>
        <source>Logo {value}: must be the bytes of an image file</source>
        <translation>Логотип {value}: нужны байты файла изображения</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="200"/>
        <source>Logo {value}: is {number} bytes; at most {number2} (save it smaller, e.g. 800 pixels wide)</source>
        <translation>Логотип {value}: {number} байт; не более {number2} (сохраните его меньше, например 800 пикселей в ширину)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="202"/>
        <source>Logo {value}: is not a PNG or JPEG picture</source>
        <translation>Логотип {value}: это не картинка PNG или JPEG</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="203"/>
        <source>Announcement {value}: {reason}</source>
        <translation>Объявление {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="208"/>
        <source>Lost the host at {value} — showing the last state, read-only; reconnecting… Nothing was saved.</source>
        <translation>Связь с сервером {value} потеряна — показано последнее состояние, только чтение; переподключение… Ничего не сохранено.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="214"/>
        <source>This penalty has no hands to sit out.</source>
        <translation>У этого штрафа нет рук, которые нужно пропустить.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="215"/>
        <source>This penalty was rescinded: there is nothing to sit out.</source>
        <translation>Этот штраф отменён: пропускать нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="216"/>
        <source>The sit-out is served: all {number} hands (PEN-P1).</source>
        <translation>Пропуск отбыт: все {number} рук (PEN-P1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="217"/>
        <source>Chip race {value}: {reason}</source>
        <translation>Чип-рейс {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="218"/>
        <source>Penalty #{value} was already rescinded by {name}.</source>
        <translation>Штраф №{value} уже отменён: {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="219"/>
        <source>Hand {number}: no card changed, nothing to correct.</source>
        <translation>Раздача {number}: ни одна карта не изменена, исправлять нечего.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="220"/>
        <source>This penalty was applied with OFC hand {number} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Этот штраф применён в раздаче OFC {number}, и фишки уже переданы: отдельно его отменить нельзя. Отмените эту раздачу (Правка › Отменить) и посчитайте её заново без отметки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="223"/>
        <source>This penalty was applied with an OFC hand and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Этот штраф применён в раздаче OFC, и фишки уже переданы: отдельно его отменить нельзя. Отмените эту раздачу (Правка › Отменить) и посчитайте её заново без отметки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="231"/>
        <source>Players dealt in {count}: a hand needs 2 to {number} players (OFC-T1)</source>
        <extracomment>Every template of this module, for engine_text&apos;s matcher.</extracomment>
        <translation>Игроков в раздаче {count}: в раздаче участвуют от 2 до {number} игроков (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="233"/>
        <source>Player {name}: is dealt in twice</source>
        <translation>Игрок {name}: участвует в раздаче дважды</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="234"/>
        <source>Player {name}: has no chips and cannot be dealt in</source>
        <translation>Игрок {name}: нет фишек, участвовать в раздаче нельзя</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="235"/>
        <source>Player {name}: is {status} and cannot be dealt in</source>
        <translation>Игрок {name}: статус «{status}», участвовать в раздаче нельзя</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="236"/>
        <source>{name}&apos;s board {value}: {row} row has {count} cards ({cards}); it needs {number}</source>
        <translation>Доска игрока {name} {value}: в ряду «{row}» карт: {count} ({cards}); нужно {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="238"/>
        <source>Cards {value}: {value2} is used in {name}&apos;s {row} row and {name2}&apos;s {row2} row</source>
        <translation>Карты {value}: {value2} есть и в ряду «{row}» игрока {name}, и в ряду «{row2}» игрока {name2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="244"/>
        <source>Duplicate: both people played {events}: one person is never twice in an event (PPL-2)</source>
        <translation>Дубликат: оба играли в {events}: один человек не может быть в турнире дважды (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="246"/>
        <source>Duplicate: #{value} is the person kept; choose another record (PPL-2)</source>
        <translation>Дубликат: №{value} — это сохраняемый человек; выберите другую запись (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="18"/>
        <source>Result {text}: type a game score such as 2-0, 2-1, 1-1, 1-0-1, or d (agreed draw), ca/cb (a/b concedes), na/nb (a/b did not show), nn (a double loss: both lose the match, 0 points each)</source>
        <translation>Результат {text}: введите счёт по играм, например 2-0, 2-1, 1-1, 1-0-1, или d (ничья по договорённости), ca/cb (сдаётся первый/второй игрок), na/nb (не явился первый/второй), nn (двойное поражение: оба проигрывают матч, по 0 очков)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="22"/>
        <source>Result {text}: a top-cut match needs a winner, so both players cannot lose it (CG-M3): type the games played, or na/nb for the player who did not show</source>
        <translation>Результат {text}: в матче плей-офф нужен победитель, поэтому проиграть не могут оба (CG-M3): введите сыгранные игры или na/nb для неявившегося игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="25"/>
        <source>Result {text}: a top-cut match cannot be a draw (CG-M3): the last game is played to a decision; type the games won, such as 2-1</source>
        <translation>Результат {text}: матч плей-офф не может закончиться вничью (CG-M3): последняя игра доигрывается до результата; введите выигранные игры, например 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="28"/>
        <source>Table {table} already has a result ({score}): correct it with a reason.</source>
        <translation>У стола {table} уже есть результат ({score}): исправьте его, указав причину.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="30"/>
        <source>Table {table}: round {round} has no such table</source>
        <translation>Стол {table}: в туре {round} нет такого стола</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="31"/>
        <source>{name} has a bye (CG-B1): a bye has no result to enter or correct.</source>
        <translation>У игрока {name} бай (CG-B1): у бая нет результата, который можно ввести или исправить.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="33"/>
        <source>{name} has an organiser&apos;s bye (CG-B2): a bye has no result to enter or correct.</source>
        <translation>У игрока {name} бай от организатора (CG-B2): у бая нет результата, который можно ввести или исправить.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="35"/>
        <source>Reason {text}: a correction needs a reason (CG-M4)</source>
        <translation>Причина {text}: для исправления нужна причина (CG-M4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="40"/>
        <source>A mistake caught at once and easily put right.</source>
        <translation>Ошибка, замеченная сразу и легко исправленная.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="41"/>
        <source>Given to the opponent who let the error pass.</source>
        <translation>Даётся сопернику, который пропустил ошибку.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="42"/>
        <source>Up to the first minutes of the round; much later is a Match loss.</source>
        <translation>В первые минуты тура; намного позже — поражение в матче.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="44"/>
        <source>If the marks form a pattern that helps the player, treat it as cheating.</source>
        <translation>Если метки складываются в систему, выгодную игроку, считайте это мошенничеством.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="46"/>
        <source>Swearing, loud complaints, leaving a mess.</source>
        <translation>Ругань, громкие жалобы, оставленный беспорядок.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="47"/>
        <source>Insults, threats, refusing a judge&apos;s instruction.</source>
        <translation>Оскорбления, угрозы, отказ выполнять указание судьи.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="48"/>
        <source>Dice, coin flips or any random method instead of the game.</source>
        <translation>Кубики, подбрасывание монеты или любой случайный способ вместо игры.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="53"/>
        <source>the player leaves the event now and keeps their points (PEN-6)</source>
        <translation>игрок сразу покидает турнир и сохраняет свои очки (PEN-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="54"/>
        <source>no prizes; flagged for the rating database (PEN-6)</source>
        <translation>без призов; отмечается для рейтинговой базы (PEN-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="55"/>
        <source>the player&apos;s chips are removed from play (PEN-P2)</source>
        <translation>фишки игрока выводятся из игры (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="60"/>
        <source>Top cut size must be one of {sizes}: {size}</source>
        <translation>Размер плей-офф должен быть одним из {sizes}: {size}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="61"/>
        <source>A top {size} needs {size2} players; the standings have {count}</source>
        <translation>Для топ-{size} нужно {size2} игроков; в таблице только {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="66"/>
        <source>Draft pods: no pods are drawn yet: draw the pods first (CG-D2).</source>
        <translation>Драфт-столы: столы ещё не разыграны: сначала проведите жеребьёвку столов (CG-D2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="68"/>
        <source>Draft pods: every player has a pod already.</source>
        <translation>Драфт-столы: у каждого игрока уже есть стол.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="69"/>
        <source>Draft pods: {name} has no place: every pod has {count} players already; draw the pods again before round 1, or raise the pod size (CG-D3-A).</source>
        <translation>Драфт-столы: игроку {name} нет места: за каждым столом уже {count} игроков; до 1-го тура проведите жеребьёвку столов заново или увеличьте число игроков за драфт-столом (CG-D3-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="16"/>
        <source>No event named {name} ({events}).</source>
        <translation>Нет турнира с названием {name} ({events}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="17"/>
        <source>Event #{id} does not exist (deleted by another station?).</source>
        <translation>Турнира №{id} нет (удалён на другой станции?).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="18"/>
        <source>Event {name} is a {kind} event.</source>
        <translation>Турнир {name} — турнир типа {kind}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="19"/>
        <source>{name} is not a Swiss event.</source>
        <translation>{name} — не турнир по швейцарской системе.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="20"/>
        <source>{name} is not a heads-up league.</source>
        <translation>{name} — не хедз-ап лига.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="21"/>
        <source>Event {name} ({kind}) has no seat draw.</source>
        <translation>В турнире {name} ({kind}) нет жеребьёвки мест.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="22"/>
        <source>Event {name} is not an OFC event; the calculator is for OFC.</source>
        <translation>Турнир {name} — не OFC; калькулятор только для OFC.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="23"/>
        <source>Decklists belong to card-game Swiss events; {name} is a {kind} event.</source>
        <translation>Деклисты бывают только в карточных турнирах по швейцарской системе; {name} — турнир типа {kind}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="25"/>
        <source>{name} has no ratings: they come from heads-up matches, in Swiss and league events (RAT-3).</source>
        <translation>У турнира {name} нет рейтингов: они берутся из матчей один на один в турнирах по швейцарской системе и лигах (RAT-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="27"/>
        <source>Event {name} is a {kind} event: only poker events have flights.</source>
        <translation>Турнир {name} — турнир типа {kind}: флайты бывают только в покерных турнирах.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="33"/>
        <source>No person called {name} in the store.</source>
        <translation>В базе нет человека по имени {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="34"/>
        <source>No person named {name} (tdesk person find {name2} lists near ones).</source>
        <translation>Нет человека по имени {name} (похожих покажет tdesk person find {name2}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="36"/>
        <source>Name {value}: more than one person has it: {people}; give the number instead (tdesk person history {example})</source>
        <translation>Имя {value}: оно есть у нескольких человек: {people}; укажите номер (tdesk person history {example})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="38"/>
        <source>No series named {name}.</source>
        <translation>Нет серии с названием {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="39"/>
        <source>No staff member called {name} has a PIN.</source>
        <translation>У сотрудника по имени {name} нет PIN-кода.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="40"/>
        <source>--player {value}: no busted player of the event has that name</source>
        <translation>--player {value}: среди выбывших игроков турнира нет игрока с таким именем</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="41"/>
        <source>--start {value}: is not a time as HH:MM</source>
        <translation>--start {value}: это не время в виде ЧЧ:ММ</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="42"/>
        <source>--staff {value}: name the floor person who signs what this command writes: --staff NAME, or TDESK_STAFF, or set Edit › Floor staff name in the window on this computer</source>
        <translation>--staff {value}: укажите флор-менеджера, который подписывает то, что записывает эта команда: --staff ИМЯ, или TDESK_STAFF, или задайте «Правка › Имя флор-менеджера» в окне на этом компьютере</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="49"/>
        <source>Prizes, line {count} {value}: {reason}</source>
        <translation>Призы, строка {count} {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="50"/>
        <source>Prizes {value}: {reason}</source>
        <translation>Призы {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="51"/>
        <source>must have whole-number places and a prize text</source>
        <translation>места должны быть целыми числами, и нужен текст приза</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="52"/>
        <source>must be a place or range, a colon and the prize, such as 1: 100 store credit or 3-4: 6 boosters</source>
        <translation>нужны место или диапазон, двоеточие и приз, например 1: 100 store credit или 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="54"/>
        <source>must be a line of text such as 3-4: 6 boosters</source>
        <translation>должна быть строкой текста, например 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="55"/>
        <source>places must be from 1 to {count}</source>
        <translation>места должны быть от 1 до {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="56"/>
        <source>the range must run from the higher place down ({range}, not {range2})</source>
        <translation>диапазон идёт от более высокого места вниз ({range}, а не {range2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="58"/>
        <source>the prize is missing</source>
        <translation>приз не указан</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="59"/>
        <source>a prize has at most {count} characters</source>
        <translation>в призе не больше {count} символов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="60"/>
        <source>must be a list of lines</source>
        <translation>должен быть список строк</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="61"/>
        <source>at most {count} lines</source>
        <translation>не больше {count} строк</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="62"/>
        <source>place {count} already has a prize on another line</source>
        <translation>у места {count} уже есть приз в другой строке</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="63"/>
        <source>places {range} have no prize; the lines run from 1st place down without a gap</source>
        <translation>у мест {range} нет приза; строки идут от 1-го места вниз без пропусков</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_venue.py" line="11"/>
        <source>This laptop&apos;s venue server was replaced: its standby copy at {host} was promoted and is the venue server now, so starting the old one here would make two servers of one night. Join it instead (File › Join an event on the venue network, or tdesk join --code {code}), or keep a standby copy of it on this laptop (tdesk standby --code {code2}). To host anew here, move {folder} aside first.</source>
        <translation>Сервер площадки на этом ноутбуке заменён: его резервная копия на {host} была повышена и теперь сама служит сервером площадки, поэтому запуск старого сервера здесь дал бы два сервера одного вечера. Вместо этого подключитесь к ней (Файл › Подключиться к турниру в сети площадки, или tdesk join --code {code}) или держите её резервную копию на этом ноутбуке (tdesk standby --code {code2}). Чтобы заново стать хостом здесь, сначала переместите папку {folder} в другое место.</translation>
    </message>
</context>
<context>
    <name>engine.ordinal</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>first</source>
        <extracomment>&quot;second&quot;, &quot;third&quot;, … as &quot;{ordinal} &apos;{reason}&apos; this event&quot; says them (PEN-3); past the tenth the rules write &quot;11th&quot;, which &quot;{0}th&quot; translates.</extracomment>
        <translation>первый</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>second</source>
        <translation>второй</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>third</source>
        <translation>третий</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>fourth</source>
        <translation>четвёртый</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>fifth</source>
        <translation>пятый</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>sixth</source>
        <translation>шестой</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>seventh</source>
        <translation>седьмой</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>eighth</source>
        <translation>восьмой</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>ninth</source>
        <translation>девятый</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>tenth</source>
        <translation>десятый</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="503"/>
        <location filename="../../tdesk/engine_text.py" line="627"/>
        <source>{0}th</source>
        <translation>{0}-й</translation>
    </message>
</context>
<context>
    <name>engine.rank</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>two</source>
        <extracomment>Rank words as a hand name uses them: one rank (&quot;{rank} high&quot;: the case after &quot;high&quot;/&quot;to&quot;).</extracomment>
        <translation>двойка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>three</source>
        <translation>тройка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>four</source>
        <translation>четвёрка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>five</source>
        <translation>пятёрка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>six</source>
        <translation>шестёрка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>eight</source>
        <translation>восьмёрка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>nine</source>
        <translation>девятка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>ten</source>
        <translation>десятка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>jack</source>
        <translation>валет</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>queen</source>
        <translation>дама</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="456"/>
        <source>ace</source>
        <translation>туз</translation>
    </message>
</context>
<context>
    <name>engine.ranks</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>twos</source>
        <extracomment>... and several of one rank (&quot;pair of {ranks}&quot;).</extracomment>
        <translation>двоек</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>threes</source>
        <translation>троек</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fours</source>
        <translation>четвёрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fives</source>
        <translation>пятёрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sixes</source>
        <translation>шестёрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sevens</source>
        <translation>семёрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>eights</source>
        <translation>восьмёрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>nines</source>
        <translation>девяток</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>tens</source>
        <translation>десяток</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>jacks</source>
        <translation>валетов</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>queens</source>
        <translation>дам</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>kings</source>
        <translation>королей</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="466"/>
        <source>aces</source>
        <translation>тузов</translation>
    </message>
</context>
<context>
    <name>engine.row</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="470"/>
        <source>top</source>
        <extracomment>The three OFC rows (OFC-R1) as a foul reason names them.</extracomment>
        <translation>верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="471"/>
        <source>middle</source>
        <translation>середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="472"/>
        <source>bottom</source>
        <translation>низ</translation>
    </message>
</context>
<context>
    <name>kinds</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="7"/>
        <source>Poker MTT (TDA)</source>
        <translation>Покер MTT (TDA)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="8"/>
        <source>Open Face Chinese</source>
        <translation>Открытый китайский покер (OFC)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="9"/>
        <source>Heads-up lives league</source>
        <translation>Хедз-ап лига с жизнями</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="10"/>
        <source>Card game Swiss</source>
        <translation>Карточная игра, швейцарская система</translation>
    </message>
</context>
<context>
    <name>messages</name>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="15"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="20"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="27"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="28"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="29"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>money</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="48"/>
        <source>Entry</source>
        <translation>Вход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="49"/>
        <source>Re-entry</source>
        <translation>Повторный вход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="50"/>
        <source>Rebuy</source>
        <translation>Ребай</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="51"/>
        <source>Add-on</source>
        <translation>Аддон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="55"/>
        <source>cash</source>
        <translation>наличные</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="56"/>
        <source>card</source>
        <translation>карта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="57"/>
        <source>transfer</source>
        <translation>перевод</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="58"/>
        <source>voucher</source>
        <translation>ваучер</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/receipt_print.py" line="41"/>
        <source>Receipt {0}</source>
        <translation>Квитанция {0}</translation>
    </message>
</context>
<context>
    <name>override</name>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="23"/>
        <source>{0}

Do it anyway? Paid places may change; the override is recorded in the log.</source>
        <translation>{0}

Всё равно выполнить? Оплачиваемые места могут измениться; отмена запрета записывается в журнал.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="26"/>
        <location filename="../../tdesk/ui/widgets/override.py" line="27"/>
        <source>Override</source>
        <translation>Разрешить</translation>
    </message>
</context>
<context>
    <name>print</name>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="25"/>
        <location filename="../../tdesk/print/flights.py" line="35"/>
        <location filename="../../tdesk/print/money.py" line="242"/>
        <location filename="../../tdesk/print/players.py" line="73"/>
        <location filename="../../tdesk/print/satellite.py" line="120"/>
        <location filename="../../tdesk/print/satellite_words.py" line="24"/>
        <location filename="../../tdesk/print/seating.py" line="92"/>
        <location filename="../../tdesk/print/seating.py" line="124"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="30"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="65"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="25"/>
        <location filename="../../tdesk/print/decklists.py" line="130"/>
        <location filename="../../tdesk/print/flights.py" line="36"/>
        <location filename="../../tdesk/print/money.py" line="242"/>
        <location filename="../../tdesk/print/ofc_hands.py" line="30"/>
        <location filename="../../tdesk/print/penalty_log.py" line="116"/>
        <location filename="../../tdesk/print/receipt.py" line="128"/>
        <location filename="../../tdesk/print/seating.py" line="92"/>
        <location filename="../../tdesk/print/series.py" line="62"/>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss.py" line="308"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="30"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="64"/>
        <source>Player</source>
        <extracomment>Column heads, marked for pyside6-lupdate (printed through translate(&quot;print&quot;, …)).</extracomment>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Leaving chips</source>
        <translation>Выводимые фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Exchanged</source>
        <translation>Обменено</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Odd chips</source>
        <translation>Лишние фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Result</source>
        <translation>Итог</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Chips after</source>
        <translation>Фишки после</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="35"/>
        <source>wins 1</source>
        <translation>выигрывает 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="36"/>
        <source>+1 chip (not raced out)</source>
        <translation>+1 фишка (не выбывает в рейсе)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="45"/>
        <source>The {leaving} chips leave play and are exchanged for {into}s. Odd chips worth {odd} make {raced} of {into} (nearest whole chip, halves up), raced with one card per odd chip, dealt from seat 1; the best cards (rank, then suit: spades, hearts, diamonds, clubs) win one chip each.</source>
        <translation>Фишки номиналом {leaving} выводятся из игры и меняются на фишки {into}. Лишние фишки на сумму {odd} дают {raced} по {into} (до целой фишки, половина вверх); их разыгрывают по одной карте на каждую лишнюю фишку, сдача с места 1; лучшие карты (по рангу, затем масти: пики, червы, бубны, трефы) выигрывают по фишке.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/chiprace.py" line="51"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n фишку</numerusform>
            <numerusform>%n фишки</numerusform>
            <numerusform>%n фишек</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="63"/>
        <source>Seed {0}: the same seed deals the same cards.</source>
        <translation>Сид {0}: тот же сид сдаёт те же карты.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="79"/>
        <source>Chip race</source>
        <translation>Чип-рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="106"/>
        <source>No chip race is recorded for this event yet (run one in the Clock tab during a colour-up break).</source>
        <translation>Для этого турнира ещё нет записанного чип-рейса (проведите его на вкладке «Часы» во время перерыва на смену номиналов).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="140"/>
        <location filename="../../tdesk/print/receipt.py" line="162"/>
        <source>Printed {0}</source>
        <translation>Напечатано {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="141"/>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="82"/>
        <location filename="../../tdesk/print/money.py" line="150"/>
        <location filename="../../tdesk/print/person_history.py" line="52"/>
        <location filename="../../tdesk/print/players.py" line="74"/>
        <location filename="../../tdesk/print/satellite.py" line="71"/>
        <location filename="../../tdesk/print/satellite.py" line="116"/>
        <location filename="../../tdesk/print/swiss.py" line="308"/>
        <source>Place</source>
        <translation>Место в турнире</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="83"/>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/person_history.py" line="52"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <location filename="../../tdesk/print/swiss.py" line="310"/>
        <source>Prize</source>
        <translation>Приз</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="99"/>
        <location filename="../../tdesk/print/money.py" line="170"/>
        <source>Prize pool {0} · {1} entries · {2} places paid</source>
        <translation>Призовой фонд {0} · входов: {1} · призовых мест: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="131"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s (FLT-6). Print the payouts and the results from {0}.</source>
        <translation>Флайты ничего не выплачивают: призы — турнира {0} (FLT-6). Печатайте выплаты и результаты из турнира {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="139"/>
        <location filename="../../tdesk/print/satellite.py" line="151"/>
        <source>Payouts</source>
        <translation>Выплаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="149"/>
        <source>Bounties</source>
        <translation>Баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="150"/>
        <location filename="../../tdesk/print/players.py" line="99"/>
        <location filename="../../tdesk/print/satellite.py" line="71"/>
        <location filename="../../tdesk/print/seating.py" line="124"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/players.py" line="72"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <source>Country</source>
        <extracomment>(header, alignment, cell) of every column a list may print. The columns each kind prints, between the name and the status (&quot;&quot; = any other caller). The headers, marked for pyside6-lupdate (printed through translate(&quot;print&quot;, …)).</extracomment>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="152"/>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="160"/>
        <source>Kept back for the winner</source>
        <translation>Оставлено на игру за победу</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="176"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}, envelopes not drawn {3}; the entries funded {4}</source>
        <translation>Фонд баунти {0}: выплачено {1}, головы в игре {2}, невытянутые конверты {3}; взносы дали {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="182"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}</source>
        <translation>Фонд баунти {0}: получено {1}, на головах в игре {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="189"/>
        <source>The deal settled the bounties: heads {0} and the envelopes not drawn {1}, shared equally by the {2} players in it</source>
        <translation>Сделка рассчитала баунти: головы {0} и невытянутые конверты {1}, поровну между {2} её участниками</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="193"/>
        <source>The deal settled the bounties: each of the {0} players in it took their own head ({1} in all)</source>
        <translation>Сделка рассчитала баунти: каждый из {0} её участников забрал свою голову (всего {1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="197"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>Деньги баунти: взято {0} = выиграно {1} + в игре {2} + заведению {3}; выигранное: выплачено {4}, к выплате {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="202"/>
        <source>Bounty parts taken {0}: the event has no bounty format, so no bounty has been paid.</source>
        <translation>Взято на баунти {0}: у турнира нет формата баунти, поэтому баунти не выплачивались.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="206"/>
        <source>Nobody has finished yet.</source>
        <translation>Пока никто не выбыл.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="214"/>
        <location filename="../../tdesk/print/satellite.py" line="64"/>
        <source>Handed over {0} ({1})</source>
        <translation>Выплачено {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="33"/>
        <source>Day {0}: {1} players bagged · {2} chips</source>
        <translation>День {0}: упаковано игроков — {1} · фишек {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="36"/>
        <source>Chips bagged</source>
        <translation>Фишек в пакете</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="37"/>
        <source>Signature</source>
        <translation>Подпись</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="44"/>
        <source>No one has bagged in this flight yet.</source>
        <translation>В этом флайте ещё никто не упаковал фишки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="49"/>
        <location filename="../../tdesk/print/money.py" line="165"/>
        <location filename="../../tdesk/print/money.py" line="251"/>
        <location filename="../../tdesk/print/ofc_hands.py" line="41"/>
        <location filename="../../tdesk/print/satellite.py" line="81"/>
        <location filename="../../tdesk/print/series.py" line="63"/>
        <source>Total</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="57"/>
        <source>Counted and bagged by (floor): ____________________    Time: __________</source>
        <translation>Посчитал и упаковал (флор): ____________________    Время: __________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="67"/>
        <source>Bag sheet</source>
        <translation>Лист упаковки фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="225"/>
        <location filename="../../tdesk/print/satellite.py" line="108"/>
        <source>Results</source>
        <translation>Результаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="232"/>
        <source>Players left {0} of {1} · chips in play {2} · counted {3} · average stack {4}</source>
        <translation>Осталось игроков {0} из {1} · фишек в игре {2} · посчитано {3} · средний стек {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="64"/>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <location filename="../../tdesk/print/seating.py" line="84"/>
        <location filename="../../tdesk/print/swiss.py" line="241"/>
        <source>Table {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <source>Not seated</source>
        <translation>Без места</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/players.py" line="73"/>
        <location filename="../../tdesk/print/receipt.py" line="133"/>
        <location filename="../../tdesk/print/seating.py" line="93"/>
        <location filename="../../tdesk/print/seating.py" line="129"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <source>Counted</source>
        <translation>Посчитано</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="254"/>
        <source>Counts recorded</source>
        <translation>Записанные подсчёты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <location filename="../../tdesk/print/receipt.py" line="130"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="35"/>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/players.py" line="72"/>
        <location filename="../../tdesk/print/seating.py" line="124"/>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="64"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="269"/>
        <source>Chip counts</source>
        <translation>Подсчёт фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="31"/>
        <source>Top</source>
        <translation>Верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="32"/>
        <source>Middle</source>
        <translation>Середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="33"/>
        <source>Bottom</source>
        <translation>Низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="34"/>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="35"/>
        <source>Pair</source>
        <translation>Пара игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="36"/>
        <source>Mid</source>
        <translation>Сер.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="37"/>
        <source>Bot</source>
        <translation>Низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="38"/>
        <source>Scoop</source>
        <translation>Скуп</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="39"/>
        <source>Royalties</source>
        <translation>Роялти</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="40"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="42"/>
        <source>Transaction (position order)</source>
        <translation>Расчёт (по порядку позиций)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="43"/>
        <source>Owed</source>
        <translation>Долг</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="44"/>
        <source>Paid</source>
        <translation>Выплачено</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="45"/>
        <source>How</source>
        <translation>Как</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="46"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="47"/>
        <source>Before</source>
        <translation>До</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="48"/>
        <source>After</source>
        <translation>После</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="49"/>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="50"/>
        <source>Bust</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="59"/>
        <source>missed hand (OFC-X2)</source>
        <translation>пропущенная раздача (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="64"/>
        <source>legal</source>
        <translation>без фола</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="66"/>
        <source>{0} exposed (OFC-X1)</source>
        <translation>открыто: {0} (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="87"/>
        <source>nothing owed</source>
        <translation>долга нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="91"/>
        <source>paid in full</source>
        <translation>выплачено полностью</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="92"/>
        <source>stopped by {0}&apos;s cap (OFC-S3)</source>
        <translation>ограничено стеком игрока {0} (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="93"/>
        <source>skipped: {0} is out (OFC-S4)</source>
        <translation>пропущено: {0} выбыл (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="94"/>
        <source>skipped: {0}&apos;s cap is used up (OFC-S3)</source>
        <translation>пропущено: лимит игрока {0} исчерпан (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="98"/>
        <source>{0} eliminated</source>
        <translation>{0} выбывает</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="111"/>
        <source>out, {0}.</source>
        <translation>выбыл, {0}-е место</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="123"/>
        <source>table {0}</source>
        <translation>стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="126"/>
        <source>not applied (tutorial)</source>
        <translation>не применено (учебная)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="127"/>
        <source>Hand {0}{1} · level {2}, {3} a point</source>
        <translation>Раздача {0}{1} · уровень {2}, {3} за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="158"/>
        <source>No OFC hands have been scored in this event yet.</source>
        <translation>В этом турнире ещё не подсчитано ни одной раздачи OFC.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="159"/>
        <source>Points: rows 1 each, scoop +3, a foul pays 6 plus royalties, penalties per active player; chips = points × the level&apos;s value, capped by the stack each player began the hand with.</source>
        <translation>Очки: ряд — 1, скуп +3, фол платит 6 плюс роялти, штрафы — каждому активному игроку; фишки = очки × стоимость уровня, не больше стека игрока на начало раздачи.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="163"/>
        <source>OFC hand history</source>
        <translation>История раздач OFC</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="55"/>
        <source>{0}, counts in round {1}</source>
        <translation>{0}, засчитывается в туре {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="57"/>
        <source>(rescinded)</source>
        <translation>(отменён)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="64"/>
        <location filename="../../tdesk/print/penalty_log.py" line="71"/>
        <location filename="../../tdesk/print/penalty_log.py" line="123"/>
        <source>%n penalty(ies)</source>
        <translation>
            <numerusform>%n штраф</numerusform>
            <numerusform>%n штрафа</numerusform>
            <numerusform>%n штрафов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="65"/>
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n отменён</numerusform>
            <numerusform>%n отменено</numerusform>
            <numerusform>%n отменено</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="72"/>
        <source>given to %n player(s).</source>
        <translation>
            <numerusform>выдан %n игроку.</numerusform>
            <numerusform>выдано %n игрокам.</numerusform>
            <numerusform>выдано %n игрокам.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="74"/>
        <source>%n more were rescinded and are listed, marked.</source>
        <translation>
            <numerusform>Ещё %n штраф отменён; он указан с пометкой.</numerusform>
            <numerusform>Ещё %n штрафа отменены; они указаны с пометкой.</numerusform>
            <numerusform>Ещё %n штрафов отменены; они указаны с пометкой.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="77"/>
        <source>Rules enforcement level: {0}.</source>
        <translation>Уровень применения правил: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="92"/>
        <source>No penalties were given in this event.</source>
        <translation>В этом турнире штрафов не было.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="100"/>
        <source>For the rating database: disqualifications without prizes</source>
        <translation>Для рейтинговой базы: дисквалификации без призов</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="111"/>
        <source>None.</source>
        <translation>Нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="114"/>
        <source>All penalties</source>
        <translation>Все штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <source>Rd</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="116"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="64"/>
        <source>Player&apos;s signature</source>
        <translation>Подпись игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="66"/>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="67"/>
        <source>Checked</source>
        <translation>Проверено</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Count</source>
        <translation>Кол-во</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Card</source>
        <translation>Карта</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="79"/>
        <source>No list is registered: write it below, one card per line with its count.</source>
        <translation>Список не сдан: впишите его ниже, по карте в строке с количеством.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="84"/>
        <source>Main deck</source>
        <translation>Основная колода</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="86"/>
        <location filename="../../tdesk/print/decklists.py" line="90"/>
        <source>cards</source>
        <translation>карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="88"/>
        <source>Sideboard</source>
        <translation>Сайдборд</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="91"/>
        <source>Registered {0} by {1}.</source>
        <translation>Сдан {0}, принял {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="94"/>
        <location filename="../../tdesk/print/decklists.py" line="137"/>
        <source>Locked since round 1 was paired ({0}).</source>
        <translation>Закрыт с жеребьёвки 1-го тура ({0}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="97"/>
        <source>Changed after the lock by the head judge: {0}</source>
        <translation>Изменён главным судьёй после закрытия: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="113"/>
        <source>No players are registered.</source>
        <translation>Игроков нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="118"/>
        <source>Decklist</source>
        <translation>Список колоды</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/decklists.py" line="126"/>
        <source>%n player(s) without a decklist</source>
        <translation>
            <numerusform>%n игрок без списка колоды</numerusform>
            <numerusform>%n игрока без списка колоды</numerusform>
            <numerusform>%n игроков без списка колоды</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="134"/>
        <source>Every player has registered a decklist.</source>
        <translation>Все игроки сдали списки колод.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="139"/>
        <source>Decklists missing</source>
        <translation>Не сданные списки колод</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="118"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="128"/>
        <source>Per player</source>
        <translation>По игрокам</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="135"/>
        <source>rescinded {0}</source>
        <translation>отменён {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="140"/>
        <source>What was recorded and why</source>
        <translation>Что записано и почему</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="145"/>
        <source>Linked penalties (PEN-1) print as &quot;+ …&quot; under the penalty that brought them. Rescinded penalties are kept and marked.</source>
        <translation>Связанные штрафы (PEN-1) печатаются как «+ …» под штрафом, который их повлёк. Отменённые штрафы сохраняются с пометкой.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="155"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>Отчёт судьи: штрафы</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="174"/>
        <source>%n hand(s), served</source>
        <translation>
            <numerusform>%n раздача, отбыт</numerusform>
            <numerusform>%n раздачи, отбыт</numerusform>
            <numerusform>%n раздач, отбыт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="175"/>
        <source>%n hand(s), {0} left</source>
        <translation>
            <numerusform>%n раздача, осталось {0}</numerusform>
            <numerusform>%n раздачи, осталось {0}</numerusform>
            <numerusform>%n раздач, осталось {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="176"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n раздача</numerusform>
            <numerusform>%n раздачи</numerusform>
            <numerusform>%n раздач</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="177"/>
        <source>by {0}: {1}</source>
        <translation>({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="74"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Site games</source>
        <translation>Игры на сайте</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/players.py" line="84"/>
        <location filename="../../tdesk/print/seating.py" line="94"/>
        <location filename="../../tdesk/print/seating.py" line="126"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="37"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="97"/>
        <source>No players are registered for this event yet.</source>
        <translation>На этот турнир ещё никто не зарегистрирован.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="25"/>
        <source>Player history</source>
        <translation>История игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="31"/>
        <source>{0} of {1}</source>
        <translation>{0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="38"/>
        <source>lives: {0}</source>
        <translation>жизни: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="49"/>
        <source>This person has played no event yet.</source>
        <translation>Этот человек ещё не играл ни в одном турнире.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <location filename="../../tdesk/print/players.py" line="100"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="66"/>
        <source>rating {0}</source>
        <translation>рейтинг {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="70"/>
        <source>PEN-6: disqualified without prizes or suspended in an event marked PEN-6 (flagged for the rating database).</source>
        <translation>PEN-6: дисквалифицирован без призов или отстранён в турнире, отмеченном PEN-6 (отмечен для рейтинговой базы).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="108"/>
        <source>Numbers are line numbers, not seats.</source>
        <translation>Номера — это номера строк, а не места.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="125"/>
        <source>Player list</source>
        <translation>Список игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="89"/>
        <source>CHIPS {0}</source>
        <translation>ФИШКИ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="98"/>
        <source>TABLE</source>
        <translation>СТОЛ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="99"/>
        <source>SEAT</source>
        <translation>МЕСТО</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="150"/>
        <source>Nobody is seated yet: draw the seats first.</source>
        <translation>Ещё никто не рассажен: сначала проведите жеребьёвку мест.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="151"/>
        <source>Seat cards</source>
        <translation>Карточки мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="83"/>
        <source>Final table {0}</source>
        <extracomment>Table sheets side by side on one page (two columns of sheets, as many rows as fit).</extracomment>
        <translation>Финальный стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="87"/>
        <source>— blocked —</source>
        <translation>— заблокировано —</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="88"/>
        <source>(empty)</source>
        <translation>(свободно)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="104"/>
        <source>No tables are open.</source>
        <translation>Нет открытых столов.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="117"/>
        <source>D marks the button for the next hand; F a fixed seat (the player stays when tables are balanced).</source>
        <translation>D — баттон в следующей раздаче; F — закреплённое место (игрок не пересаживается при балансировке).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="123"/>
        <source>Nobody is seated yet.</source>
        <translation>Ещё никто не рассажен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="144"/>
        <source>From table {0} seat {1}   →   table {2} seat {3}</source>
        <translation>Со стола {0}, место {1}   →   стол {2}, место {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="147"/>
        <source>Seats swap with {0}: they move together (TDA-F1-B).</source>
        <translation>Обмен местами с {0}: пересаживаются одновременно (TDA-F1-B).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="175"/>
        <source>Table sheets</source>
        <translation>Листы столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="188"/>
        <source>Seating list</source>
        <translation>Список рассадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="204"/>
        <source>Move slips</source>
        <translation>Талоны пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Chips per point</source>
        <translation>Фишек за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Starts</source>
        <translation>Начало</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="35"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="73"/>
        <source>Break {0} min</source>
        <translation>Перерыв {0} мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="75"/>
        <source>colour up the {0} chips</source>
        <translation>смена номинала: фишки {0} выводятся</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="88"/>
        <source> (BB)</source>
        <translation> (ББ)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="133"/>
        <source>%n round(s), {0} in all.</source>
        <translation>
            <numerusform>%n тур, всего {0}.</numerusform>
            <numerusform>%n тура, всего {0}.</numerusform>
            <numerusform>%n туров, всего {0}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="135"/>
        <source>%n level(s), {0} in all.</source>
        <translation>
            <numerusform>%n уровень, всего {0}.</numerusform>
            <numerusform>%n уровня, всего {0}.</numerusform>
            <numerusform>%n уровней, всего {0}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="138"/>
        <source>Starting stack {0}.</source>
        <translation>Стартовый стек {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="141"/>
        <source>Chips: {0}.</source>
        <translation>Фишки: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="156"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="119"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="55"/>
        <source>No round has been paired yet.</source>
        <translation>Ни один тур ещё не составлен.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="127"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Round {0}</source>
        <translation>Тур {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="143"/>
        <source>organiser bye</source>
        <translation>бай от организатора</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="149"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="56"/>
        <source>BYE</source>
        <translation>БАЙ</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="198"/>
        <source>%n table(s)</source>
        <extracomment>A column at least this wide is a names column: its cells are not measured (big events).</extracomment>
        <translation>
            <numerusform>%n стол</numerusform>
            <numerusform>%n стола</numerusform>
            <numerusform>%n столов</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="65"/>
        <source>Opponent</source>
        <translation>Соперник</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="201"/>
        <source>Pairings by table</source>
        <translation>Пары по столам</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="220"/>
        <source>Pairings by name</source>
        <translation>Пары по фамилиям</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Games won: ____</source>
        <translation>Выиграно партий: ____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Signature: ______________</source>
        <translation>Подпись: ______________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Drawn games: ____</source>
        <translation>Ничьих: ____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Dropping? Tick: ☐ / ☐</source>
        <translation>Снимаетесь? Отметьте: ☐ / ☐</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="250"/>
        <source>No table needs a slip.</source>
        <translation>Бланки не нужны ни одному столу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="251"/>
        <source>Result slips</source>
        <translation>Бланки результатов</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>ML</source>
        <translation>ПМ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>GL</source>
        <translation>ПИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="271"/>
        <source>ML: a Match loss from a penalty counts in this match (PEN-2): the player loses it whatever is written.</source>
        <translation>ПМ: в этом матче засчитывается поражение в матче по наказанию (PEN-2): игрок проигрывает его, что бы ни было записано.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="273"/>
        <source>GL: a Game loss from a penalty counts in this match (PEN-2): a game won by the opponent.</source>
        <translation>ПИ: в этом матче засчитывается поражение в игре по наказанию (PEN-2): игра, выигранная соперником.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="299"/>
        <source>(dropped)</source>
        <translation>(снят)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>Pod</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>In pod</source>
        <translation>За столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="309"/>
        <source>Top cut</source>
        <translation>Плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="317"/>
        <source>Draft: one order over all pods by points and the tiebreaks; each pod keeps its own order (In pod).</source>
        <translation>Драфт: один общий порядок по всем столам — по очкам и дополнительным показателям; внутри стола порядок сохраняется (За столом).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="320"/>
        <source>After %n round(s).</source>
        <translation>
            <numerusform>После %n тура.</numerusform>
            <numerusform>После %n туров.</numerusform>
            <numerusform>После %n туров.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="314"/>
        <source>Ties: quality of wins, quality of losses, quality of games, second-order quality, head-to-head, penalties, lot.</source>
        <translation>При равенстве: качество побед, качество поражений, качество игр, качество второго порядка, личная встреча, наказания, жребий.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="512"/>
        <source>Table {0}: +{1} min</source>
        <translation>Стол {0}: +{1} мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="44"/>
        <source>Points: {0} × √field ÷ √place</source>
        <translation>Очки: {0} × √участников ÷ √места</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="46"/>
        <source>Points: {0} × (field − place + 1)</source>
        <translation>Очки: {0} × (участников − место + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="48"/>
        <source>Points by place: {0}; further places {1}</source>
        <translation>Очки по местам: {0}; остальные места {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="52"/>
        <source>Points by place and field size</source>
        <translation>Очки по месту и числу участников</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="53"/>
        <source>best {0} results count</source>
        <translation>в зачёт идут {0} лучших результата</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="54"/>
        <source>every result counts</source>
        <translation>в зачёт идут все результаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="62"/>
        <location filename="../../tdesk/print/swiss.py" line="308"/>
        <source>Rank</source>
        <translation>Место</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/series.py" line="75"/>
        <source>{0}: {1} (%n player(s))</source>
        <translation>
            <numerusform>{0}: {1} (%n участник)</numerusform>
            <numerusform>{0}: {1} (%n участника)</numerusform>
            <numerusform>{0}: {1} (%n участников)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="77"/>
        <source>{0}: {1} (no results yet)</source>
        <translation>{0}: {1} (результатов пока нет)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="83"/>
        <source>No results yet.</source>
        <translation>Результатов пока нет.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="92"/>
        <source>Series leaderboard</source>
        <translation>Рейтинг серии</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>W-L-D</source>
        <translation>В-П-Н</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>Wins q.</source>
        <translation>Кач. побед</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Losses q.</source>
        <translation>Кач. пор.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Games q.</source>
        <translation>Кач. игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>2nd order</source>
        <translation>2-й пор.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>H2H</source>
        <translation>Личн.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Lot</source>
        <translation>Жребий</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="322"/>
        <source>The top cut decides the first places; the points and tiebreaks are those of the Swiss rounds.</source>
        <translation>Первые места определяет плей-офф; очки и дополнительные показатели — по турам швейцарской системы.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="18"/>
        <source>game/match losses: {0}</source>
        <translation>поражения-наказания: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="20"/>
        <source>penalty points: {0}</source>
        <translation>штрафные очки: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="22"/>
        <source>warnings: {0}</source>
        <translation>предупреждения: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="29"/>
        <source>Late: loss, round {0}</source>
        <translation>Поздняя регистрация: поражение, тур {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <location filename="../../tdesk/print/swiss.py" line="406"/>
        <source>Winner</source>
        <translation>Победитель</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="467"/>
        <source>The top cut has not started.</source>
        <translation>Плей-офф ещё не начат.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="133"/>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <source>Final</source>
        <translation>Финал</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="135"/>
        <source>Semi-finals</source>
        <translation>Полуфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="137"/>
        <source>Quarter-finals</source>
        <translation>Четвертьфиналы</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="138"/>
        <source>Top {0}</source>
        <translation>Топ-{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Final standings</source>
        <translation>Итоговая таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="344"/>
        <source>Semi-final</source>
        <translation>Полуфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="345"/>
        <source>Quarter-final</source>
        <translation>Четвертьфинал</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="348"/>
        <source>Round of {0}</source>
        <translation>Топ-{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="471"/>
        <source>Winner: {0}</source>
        <translation>Победитель: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="472"/>
        <source>Top cut bracket</source>
        <translation>Сетка плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/print_action.py" line="76"/>
        <source>Preparing {0}…</source>
        <translation>Готовится «{0}»…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/receipt.py" line="83"/>
        <source>Bounties, %n knockout(s)</source>
        <translation>
            <numerusform>Баунти, %n выбивание</numerusform>
            <numerusform>Баунти, %n выбивания</numerusform>
            <numerusform>Баунти, %n выбиваний</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="86"/>
        <source>Prize, place {0}</source>
        <translation>Приз, {0}-е место</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="87"/>
        <source>Prize (deal)</source>
        <translation>Приз (сделка)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="89"/>
        <source>{0} #{1}</source>
        <translation>{0} № {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="109"/>
        <source>COPY</source>
        <translation>КОПИЯ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="118"/>
        <source>Prize receipt</source>
        <translation>Квитанция о выплате приза</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="119"/>
        <source>Bounty receipt</source>
        <translation>Чек на баунти</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="120"/>
        <location filename="../../tdesk/print/receipt.py" line="192"/>
        <source>Receipt</source>
        <translation>Квитанция</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="122"/>
        <source>No. {0}</source>
        <translation>№ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="126"/>
        <source>{0} chips</source>
        <translation>{0} фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="128"/>
        <source>For</source>
        <translation>За</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="129"/>
        <source>Method</source>
        <translation>Способ оплаты</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="131"/>
        <source>Staff</source>
        <translation>Сотрудник</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="137"/>
        <source>Paid out</source>
        <translation>Выплачено</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="138"/>
        <source>Received</source>
        <translation>Получено</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="149"/>
        <source>Buy-in {0}</source>
        <translation>Бай-ин {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="151"/>
        <source>fee {0}</source>
        <translation>сбор {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="153"/>
        <source>bounty {0}</source>
        <translation>баунти {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="156"/>
        <source>Received by (signature)</source>
        <translation>Получил (подпись)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="23"/>
        <source>Seat to {0}</source>
        <translation>Путёвка в {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="80"/>
        <location filename="../../tdesk/print/satellite.py" line="122"/>
        <location filename="../../tdesk/print/satellite_words.py" line="26"/>
        <source>{0} + {1} in cash</source>
        <translation>{0} + {1} деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="29"/>
        <source>Seat taken as cash</source>
        <translation>Путёвка взята деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="31"/>
        <source>Remainder in cash</source>
        <translation>Остаток деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="44"/>
        <location filename="../../tdesk/print/satellite.py" line="135"/>
        <source>Prize pool {0} · {1} entries</source>
        <translation>Призовой фонд {0} · входов: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="50"/>
        <source>the target event</source>
        <translation>целевой турнир</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="51"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n путёвка по {0} в {1}</numerusform>
            <numerusform>%n путёвки по {0} в {1}</numerusform>
            <numerusform>%n путёвок по {0} в {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="54"/>
        <source>remainder {0} in cash</source>
        <translation>остаток {0} деньгами</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="56"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>остался %n игрок: все получают путёвки</numerusform>
            <numerusform>осталось %n игрока: все получают путёвки</numerusform>
            <numerusform>осталось %n игроков: все получают путёвки</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <location filename="../../tdesk/print/satellite.py" line="117"/>
        <source>Wins</source>
        <translation>Выигрыш</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="78"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n путёвка</numerusform>
            <numerusform>%n путёвки</numerusform>
            <numerusform>%n путёвок</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="124"/>
        <source>{0} in cash</source>
        <translation>{0} деньгами</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="29"/>
        <source>No draft pods have been assigned.</source>
        <translation>Драфт-столы ещё не распределены.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Rank in pod</source>
        <translation>Место за столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="36"/>
        <source>Pod {0}</source>
        <translation>Стол {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="43"/>
        <source>Without a pod: {0}</source>
        <translation>Без стола: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="45"/>
        <source>Draft pod seatings</source>
        <translation>Рассадка драфт-столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Seating by name</source>
        <translation>Рассадка по фамилиям</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="681"/>
        <source>ICM deal</source>
        <translation>Сделка по ICM</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="682"/>
        <source>Chip-chop deal</source>
        <translation>Сделка по фишкам</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="683"/>
        <source>Deal</source>
        <translation>Сделка</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="696"/>
        <source>{0}, {1} played for</source>
        <translation>{0}, разыгрывается {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="699"/>
        <source>{0}: {1}</source>
        <translation>{0}: {1}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="80"/>
        <source>Starting stack</source>
        <extracomment>Labels of the event settings (tdesk/rules/event_settings.py) as the event dialog shows them.</extracomment>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="81"/>
        <source>Seats per table</source>
        <translation>Мест за столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="82"/>
        <source>Final table size</source>
        <translation>Мест за финальным столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="83"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="84"/>
        <source>Hand-for-hand from (players from the money)</source>
        <translation>«Рука за рукой» с (игроков до денег)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="85"/>
        <source>Flight plays down to (players)</source>
        <translation>Флайт играется до (игроков)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="86"/>
        <source>Flight plays down to (% of entries)</source>
        <translation>Флайт играется до (% от входов)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="87"/>
        <source>Flight ends after level</source>
        <translation>Флайт заканчивается после уровня</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="88"/>
        <source>A player in several flights advances with</source>
        <translation>Игрок из нескольких флайтов проходит дальше со</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="89"/>
        <source>Day 2 seat draw</source>
        <translation>Рассадка дня 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="90"/>
        <source>Day 2 resumes at level</source>
        <translation>День 2 продолжается с уровня</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="91"/>
        <source>Level length (minutes)</source>
        <translation>Длина уровня (минуты)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="92"/>
        <source>Royalty table</source>
        <translation>Таблица роялти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="93"/>
        <source>Lives per player</source>
        <translation>Жизней у игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="94"/>
        <source>Games needed on the host site</source>
        <translation>Нужно игр на сайте-организаторе</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="95"/>
        <source>Time slots per round</source>
        <translation>Временных слотов в туре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="96"/>
        <source>Round start hour</source>
        <translation>Час начала тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="97"/>
        <source>Round cut-off hour</source>
        <translation>Час окончания тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="98"/>
        <source>Swiss rounds</source>
        <translation>Туров швейцарки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="99"/>
        <source>Top cut</source>
        <translation>Плей-офф (участников)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="100"/>
        <source>Rules enforcement level</source>
        <translation>Уровень соблюдения правил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="101"/>
        <source>Decklists (constructed event)</source>
        <translation>Списки колод (турнир со своими колодами)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="102"/>
        <source>Minimum deck size</source>
        <translation>Минимальный размер колоды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="103"/>
        <source>Maximum deck size</source>
        <translation>Максимальный размер колоды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="104"/>
        <source>Copies per card</source>
        <translation>Копий одной карты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="105"/>
        <source>Sideboard size</source>
        <translation>Размер сайдборда</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="106"/>
        <source>Cards allowed in any number</source>
        <translation>Карты в любом количестве</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="107"/>
        <source>Draft pods</source>
        <translation>Драфт-столы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="108"/>
        <source>Pod size</source>
        <translation>Игроков за драфт-столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="109"/>
        <source>Smallest pod</source>
        <translation>Наименьший драфт-стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="110"/>
        <source>Round 1 across the draft table</source>
        <translation>Первый тур — напротив за столом драфта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="111"/>
        <source>First table number</source>
        <translation>Номер первого стола</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="112"/>
        <source>Late entries: losses for missed rounds</source>
        <translation>Поздняя регистрация: поражения за пропущенные туры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="113"/>
        <source>Late entries may get the bye in their first round</source>
        <translation>Поздно зарегистрированный может получить бай в своём первом туре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="119"/>
        <source>The chips each player starts with</source>
        <extracomment>The settings&apos; help (their tooltips), every one with words (issue 36: no bare rule ID).</extracomment>
        <translation>Фишки, с которыми каждый игрок начинает</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="120"/>
        <source>TDA-F1-A: the most players seated at one table</source>
        <translation>TDA-F1-A: наибольшее число игроков за одним столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="121"/>
        <source>The game dealt: flop games, stud or six-max</source>
        <translation>Разыгрываемая игра: флоп-игры, стад или шестимакс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="122"/>
        <source>FLT-3: which bag goes to Day 2 for a player who bagged chips in several flights</source>
        <translation>FLT-3: какой мешок идёт во второй день у игрока, сохранившего фишки в нескольких флайтах</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="123"/>
        <source>FLT-5: drawn at random, or seated by chip stack</source>
        <translation>FLT-5: случайная жеребьёвка или рассадка по стеку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="124"/>
        <source>OFC-L1: how long each point level lasts</source>
        <translation>OFC-L1: сколько длится каждый уровень очков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="125"/>
        <source>OFC-P5: the royalty table the calculator scores with</source>
        <translation>OFC-P5: таблица роялти, по которой считает калькулятор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="126"/>
        <source>HU-1: a player is out of the league once all their lives are lost</source>
        <translation>HU-1: игрок выбывает из лиги, потеряв все жизни</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="127"/>
        <source>HU-2: the chips each player starts every match with</source>
        <translation>HU-2: фишки, с которыми каждый игрок начинает каждый матч</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="128"/>
        <source>HU-E1: the games a player must have played on the host site to enter</source>
        <translation>HU-E1: сколько игр нужно сыграть на сайте-организаторе, чтобы участвовать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="129"/>
        <source>HU-D1: the time slots offered for a round&apos;s matches</source>
        <translation>HU-D1: временные окна, предлагаемые для матчей тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="130"/>
        <source>HU-R3: the hour a round begins</source>
        <translation>HU-R3: час начала тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="131"/>
        <source>HU-R3: the hour by which a round&apos;s matches must be played</source>
        <translation>HU-R3: час, к которому должны быть сыграны матчи тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="132"/>
        <source>CG-P1: the Swiss rounds played before the top cut</source>
        <translation>CG-P1: туры по швейцарской системе, сыгранные до плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="133"/>
        <source>CG-M3: the players who go on to the bracket after the Swiss; 0 is no top cut</source>
        <translation>CG-M3: сколько игроков выходит в плей-офф после швейцарки; 0 — без плей-офф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="134"/>
        <source>CG-J1: which penalties apply, and whether the head judge may play</source>
        <translation>CG-J1: какие наказания применяются и может ли главный судья играть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="135"/>
        <source>DECK-5: every player registers a decklist, locked from their first round</source>
        <translation>DECK-5: каждый игрок сдаёт список колоды; он фиксируется с его первого тура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="136"/>
        <source>DECK-3: the fewest cards a main deck may have</source>
        <translation>DECK-3: наименьшее число карт в основной колоде</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="137"/>
        <source>DECK-4: the most copies of one card a deck may hold</source>
        <translation>DECK-4: наибольшее число копий одной карты в колоде</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="138"/>
        <source>CG-D1: the fewest players a pod may have</source>
        <translation>CG-D1: наименьшее число игроков за драфт-столом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="139"/>
        <source>CG-T9: the number of every round&apos;s first table</source>
        <translation>CG-T9: номер первого стола в каждом туре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="140"/>
        <source>TDA-F1: 10 players for flop games, 9 for stud, 7 for six-max</source>
        <translation>TDA-F1: 10 игроков во флоп-играх, 9 в стаде, 7 в шестимаксе</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="141"/>
        <source>HFH-1: offered this many players from the money; 0: by hand only</source>
        <translation>HFH-1: предлагается, когда до денег столько игроков; 0 — только вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="142"/>
        <source>FLT-1: 0 is no such stop</source>
        <translation>FLT-1: 0 — без такой остановки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="143"/>
        <source>FLT-1: rounded up; 0 is no such stop</source>
        <translation>FLT-1: с округлением вверх; 0 — без такой остановки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="144"/>
        <source>FLT-5: the Day 2 clock&apos;s first level</source>
        <translation>FLT-5: первый уровень часов Дня 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="145"/>
        <source>OFC-T1: 4-handed</source>
        <translation>OFC-T1: вчетвером</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="146"/>
        <source>OFC-T1: 5-handed, button dealt out</source>
        <translation>OFC-T1: впятером, баттон не получает карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="147"/>
        <source>DECK-3: 0 is no maximum</source>
        <translation>DECK-3: 0 — без максимума</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="148"/>
        <source>DECK-3: 0 is no sideboard</source>
        <translation>DECK-3: 0 — без сайдборда</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="149"/>
        <source>DECK-4: one card name per line; no copies limit for these</source>
        <translation>DECK-4: одна карта в строке; для них нет ограничения по копиям</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="150"/>
        <source>CG-D1: pair and rank within pods</source>
        <translation>CG-D1: пары и места внутри драфт-столов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="151"/>
        <source>CG-D1: the largest pod</source>
        <translation>CG-D1: самый большой драфт-стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="152"/>
        <source>CG-D5-A: seat 1 v 5, 2 v 6 … in a pod of 8; off: by lot</source>
        <translation>CG-D5-A: место 1 против 5, 2 против 6 … за столом из 8; выкл.: жребием</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="153"/>
        <source>CG-P3: on: each round a late entry missed counts as a match loss (0 points); off: they start on 0 points without losses</source>
        <translation>CG-P3: вкл.: каждый пропущенный поздно зарегистрированным тур засчитывается как поражение в матче (0 очков); выкл.: он начинает с 0 очков без поражений</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="155"/>
        <source>CG-P3: off: a late entry gets the bye in the round they join only when nobody else can take it</source>
        <translation>CG-P3: выкл.: поздно зарегистрированный получает бай в туре, в который вступает, только если больше некому</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="30"/>
        <source>active</source>
        <translation>в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="31"/>
        <source>busted</source>
        <translation>выбыл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="32"/>
        <source>dropped</source>
        <translation>снялся</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="33"/>
        <source>disqualified</source>
        <translation>дисквалифицирован</translation>
    </message>
</context>
<context>
    <name>structures</name>
    <message>
        <location filename="../../tdesk/preset_words.py" line="28"/>
        <source>Poker MTT regular, {0} start</source>
        <extracomment>Each shipped text as a pattern (its amounts as groups) and the message it is shown as.</extracomment>
        <translation>Покер MTT, обычный, старт {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="30"/>
        <source>Poker MTT turbo, {0} start</source>
        <translation>Покер MTT, турбо, старт {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="31"/>
        <source>Heads-up league HU-B1</source>
        <translation>Хедз-ап лига HU-B1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="32"/>
        <source>OFC points OFC-L1</source>
        <translation>OFC, очки OFC-L1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="33"/>
        <source>Swiss round</source>
        <translation>Тур швейцарской системы</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="36"/>
        <source>Colour up: the {0} chips leave play; exchange for {1}s, chip race for the odd ones</source>
        <translation>Укрупнение: фишки {0} выходят из игры; обмен на фишки {1}, чип-рейс за остаток</translation>
    </message>
</context>
<context>
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Season</source>
        <translation>Сезон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <location filename="../../tdesk/ui/tabs.py" line="35"/>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="37"/>
        <source>Ranking</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="38"/>
        <source>Rounds</source>
        <translation>Туры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="39"/>
        <source>Standings</source>
        <translation>Турнирная таблица</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="40"/>
        <source>OFC calculator</source>
        <translation>Калькулятор OFC</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="41"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="43"/>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="44"/>
        <source>Decklists</source>
        <translation>Списки колод</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="45"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
</context>
<context>
    <name>values</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="477"/>
        <source>flop</source>
        <translation>флоп-игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="478"/>
        <source>stud</source>
        <translation>стад</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="479"/>
        <source>six-max</source>
        <translation>6-max</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="480"/>
        <source>standard</source>
        <translation>стандартная</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="481"/>
        <source>winner-only</source>
        <translation>только победителю ряда</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="482"/>
        <source>classic-2012</source>
        <translation>классическая (2012)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="483"/>
        <source>Amateur</source>
        <translation>Любительский</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="484"/>
        <source>Professional</source>
        <translation>Профессиональный</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="485"/>
        <source>Highest</source>
        <translation>Высший</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="486"/>
        <source>dark</source>
        <translation>тёмная</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="487"/>
        <source>light</source>
        <translation>светлая</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="488"/>
        <source>Standard (event table)</source>
        <translation>Стандартная (таблица турнира)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="489"/>
        <source>Standard, royalties only to the row winner</source>
        <translation>Стандартная, роялти только победителю ряда</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="490"/>
        <source>Early (2012) table: royal 20 bottom / 40 middle, any top trips 20</source>
        <translation>Ранняя таблица (2012): роял 20 внизу / 40 в середине, любая тройка наверху 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="41"/>
        <source>best-stack</source>
        <extracomment>the flight settings&apos; choices (``rules.event_settings``), as the event dialog shows them</extracomment>
        <translation>лучшим стеком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="42"/>
        <source>first-bag</source>
        <translation>первым пакетом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="43"/>
        <source>last-bag</source>
        <translation>последним пакетом</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="44"/>
        <source>one-bag</source>
        <translation>только один пакет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="45"/>
        <source>random</source>
        <translation>случайно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="46"/>
        <source>by-stack</source>
        <translation>по стекам</translation>
    </message>
</context>
</TS>
