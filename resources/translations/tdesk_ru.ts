<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="68"/>
        <source>Position %1</source>
        <translation>Позиция %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Top</source>
        <translation>Верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Middle</source>
        <translation>Середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="81"/>
        <source>Bottom</source>
        <translation>Низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="86"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>Карт: %1, напр. Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="108"/>
        <source>Missed hand</source>
        <translation>Пропуск раздачи</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="110"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>Отсутствовал: платит по 3 каждому активному игроку, больше ничего (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Clock foul</source>
        <translation>Фол по времени</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>Не сделал ход за 30 секунд после вызова часов (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="117"/>
        <source>Exposed: </source>
        <translation>Открыто: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="118"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>Карты открыты не в свою очередь: за каждую по 1 очку каждому активному игроку (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="192"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>Из журнала штрафов: %1, назначен в %2, судья %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="194"/>
        <source>(no judge)</source>
        <translation>(судья не указан)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="200"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>Чтобы снять отметку, отмените штраф во вкладке «Штрафы».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="205"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>Чтобы снять отметку, отмените штраф во вкладке «Штрафы».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="216"/>
        <source>— no player —</source>
        <translation>— нет игрока —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="303"/>
        <source>%1 has a bad card</source>
        <translation>%1: неверная карта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="338"/>
        <source>%1 is on another board</source>
        <translation>%1 уже на другой доске</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="344"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>Карт: %1, а в ряду «%2» их %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="354"/>
        <source>%1 of %2 cards</source>
        <translation>%1 из %2 карт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="361"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>Пропуск раздачи (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="374"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>фол по времени (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="378"/>
        <source>FOUL: %1</source>
        <translation>ФОЛ: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="388"/>
        <source>royalty %1</source>
        <translation>роялти %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>Legal · royalties %1</source>
        <translation>Без фола · роялти %1</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="47"/>
        <source>Bust players</source>
        <translation>Выбывание игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="50"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>Стеки в начале раздачи (у кого больше, тот занимает место выше):</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="61"/>
        <source>Chip race</source>
        <translation>Чип-рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="69"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>Укрупнение: фишки номиналом {0} выводятся из игры и меняются на фишки номиналом {1}. Остаточные фишки разыгрываются по одной карте на фишку, начиная с места 1.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="75"/>
        <source>e.g. Table 7</source>
        <translation>напр. Стол 7</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="83"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>Одно и то же зерно раздаёт одни и те же карты (записывается)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="89"/>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="101"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="90"/>
        <source>{0} chips</source>
        <translation>Фишки {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="91"/>
        <source>Other chips (value)</source>
        <translation>Другие фишки (сумма)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="102"/>
        <source>Exchanged</source>
        <translation>Обменено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="103"/>
        <source>Odd chips</source>
        <translation>Остаток</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="104"/>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="105"/>
        <source>Wins</source>
        <translation>Выигрыш</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="106"/>
        <source>Kept in</source>
        <translation>Остаётся в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="107"/>
        <source>Chips after</source>
        <translation>Фишки после</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="120"/>
        <source>Run race</source>
        <translation>Провести рейс</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="123"/>
        <source>Record</source>
        <translation>Записать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="125"/>
        <source>Record and print…</source>
        <translation>Записать и напечатать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="127"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="133"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="134"/>
        <source>Seats</source>
        <translation>Мест</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="135"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>chips</source>
        <translation>фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>other chips</source>
        <translation>другие фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="178"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>место {0}: {1} {2!r} — не целое число</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="204"/>
        <source>Odd chips worth {0} → {1} chip(s) of {2} raced (nearest whole chip, halves up). Seed {3}.</source>
        <translation>Остаток на сумму {0} → разыграно фишек номиналом {2}: {1} (до целой фишки, половина вверх). Зерно {3}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="215"/>
        <source>wins 1</source>
        <translation>выигрывает 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="216"/>
        <source>+1 chip</source>
        <translation>+1 фишка</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="413"/>
        <source>Start</source>
        <translation>Старт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <source>Space</source>
        <translation>Пробел</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>Left arrow</source>
        <translation>Стрелка влево</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Right arrow</source>
        <translation>Стрелка вправо</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="107"/>
        <source>−1 min</source>
        <translation>−1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="108"/>
        <source>+1 min</source>
        <translation>+1 мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="109"/>
        <source>Restart level</source>
        <translation>Уровень заново</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="112"/>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="113"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>Сколько секунд добавить (отрицательное число — убавить)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="115"/>
        <source>Add seconds</source>
        <translation>Добавить секунды</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Jump to selected</source>
        <translation>К выбранному</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="121"/>
        <source>Table / seat (optional)</source>
        <translation>Стол / место (необязательно)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="123"/>
        <source>Call the clock</source>
        <translation>Вызвать часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="124"/>
        <source>Clear call</source>
        <translation>Снять вызов</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="125"/>
        <source>Edit structure…</source>
        <translation>Изменить структуру…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="126"/>
        <source>Chip race…</source>
        <translation>Чип-рейс…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="127"/>
        <source>Print structure…</source>
        <translation>Печать структуры…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="129"/>
        <source>Projector</source>
        <translation>Проектор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="131"/>
        <source>Monitor for the projector</source>
        <translation>Монитор для проектора</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="135"/>
        <source>Sounds</source>
        <translation>Звуки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="148"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="149"/>
        <source>Blinds / points</source>
        <translation>Блайнды / очки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="150"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="151"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="152"/>
        <source>Starts in</source>
        <translation>Начало через</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="164"/>
        <source>Enter counts by hand</source>
        <translation>Вводить количество вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="166"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>Для турниров без учёта каждого игрока; иначе считается по входам</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="174"/>
        <source>entries × starting stack</source>
        <translation>входы × стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="176"/>
        <source>Save counts</source>
        <translation>Сохранить количество</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="198"/>
        <source>Key: {0}</source>
        <translation>Клавиша: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="236"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="239"/>
        <source>Entries</source>
        <translation>Входы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="240"/>
        <source>Players left</source>
        <translation>Осталось игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="241"/>
        <source>Chips in play</source>
        <translation>Фишек в игре</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="242"/>
        <source>Average stack</source>
        <translation>Средний стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="245"/>
        <source>Projector and sound</source>
        <translation>Проектор и звук</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="247"/>
        <source>Monitor</source>
        <translation>Монитор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="248"/>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="335"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="350"/>
        <source>Colour up {0}</source>
        <translation>Укрупнение {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="353"/>
        <source>{0} per point</source>
        <translation>{0} за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="355"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="361"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="394"/>
        <source>RUNNING</source>
        <translation>ИДЁТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="398"/>
        <source>Next: {0}</source>
        <translation>Далее: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="400"/>
        <source>Break in {0}</source>
        <translation>Перерыв через {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="414"/>
        <source>Pause</source>
        <translation>Пауза</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="415"/>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="416"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="418"/>
        <source>Finished</source>
        <translation>Завершено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="451"/>
        <source>now</source>
        <translation>сейчас</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>Edit event</source>
        <translation>Изменить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>New event</source>
        <translation>Новый турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="48"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>Тип турнира нельзя изменить после создания.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="58"/>
        <source>&amp;Name:</source>
        <translation>&amp;Название:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="59"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Тип:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="60"/>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="61"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Место проведения:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>Настройки</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="38"/>
        <source>Import players — {0}</source>
        <translation>Импорт игроков — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="52"/>
        <source>&amp;Import</source>
        <translation>&amp;Импорт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="58"/>
        <source>&amp;Encoding:</source>
        <translation>&amp;Кодировка:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Не удаётся прочитать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Line</source>
        <translation>Строка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Games</source>
        <translation>Игр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Problem</source>
        <translation>Проблема</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="99"/>
        <source>{0} players ready to import (read as {1}).</source>
        <translation>Готово к импорту игроков: {0} (прочитано как {1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="105"/>
        <source>&lt;b&gt;{0} problem(s); nothing will be imported until the file is fixed&lt;/b&gt; (read as {1}):&lt;br&gt;{2}</source>
        <translation>&lt;b&gt;Проблем: {0}; ничего не будет импортировано, пока файл не исправлен&lt;/b&gt; (прочитано как {1}):&lt;br&gt;{2}</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="75"/>
        <source>Late entry</source>
        <translation>Поздняя регистрация</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="82"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="83"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>Садится за самый короткий стол на случайное свободное место (TDA-S1).</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Staff</source>
        <translation>Персонал</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="35"/>
        <source>State</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="40"/>
        <source>undone</source>
        <translation>отменено</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="37"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="45"/>
        <source>Event shown in every tab (Ctrl+K)</source>
        <translation>Турнир, показываемый во всех вкладках (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="47"/>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="50"/>
        <source>&amp;Event:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="62"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Турниров пока нет&lt;/h2&gt;&lt;p&gt;Создайте турнир через &lt;b&gt;Файл › Новый турнир…&lt;/b&gt; (Ctrl+N) или запустите &lt;code&gt;tdesk demo&lt;/code&gt;, чтобы посмотреть демонстрационную базу.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="103"/>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="104"/>
        <source>&amp;New event…</source>
        <translation>&amp;Новый турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="105"/>
        <source>&amp;Edit event…</source>
        <translation>&amp;Изменить турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="107"/>
        <source>&amp;Delete event…</source>
        <translation>&amp;Удалить турнир…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="109"/>
        <source>Switch &amp;event</source>
        <translation>&amp;Сменить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="111"/>
        <source>&amp;Open store…</source>
        <translation>&amp;Открыть базу…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="112"/>
        <source>&amp;Back up store…</source>
        <translation>&amp;Резервная копия базы…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="114"/>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Восстановить из резервной копии…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="117"/>
        <source>&amp;Import players…</source>
        <translation>И&amp;мпорт игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="119"/>
        <source>E&amp;xport players…</source>
        <translation>&amp;Экспорт игроков…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="121"/>
        <source>&amp;Print</source>
        <translation>&amp;Печать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="123"/>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="125"/>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="126"/>
        <location filename="../../tdesk/ui/main_window.py" line="351"/>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="128"/>
        <location filename="../../tdesk/ui/main_window.py" line="354"/>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="131"/>
        <source>Floor &amp;staff name…</source>
        <translation>&amp;Имя флор-менеджера…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="134"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Справочник правил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="136"/>
        <source>&amp;About tdesk</source>
        <translation>&amp;О программе tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="206"/>
        <source>tdesk — {0}</source>
        <translation>tdesk — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="271"/>
        <source>Delete the event “{0}” with its {1} players and everything recorded for it?

Edit › Undo can bring it back.</source>
        <translation>Удалить турнир «{0}» вместе с игроками ({1}) и всем, что для него записано?

Правка › Отменить может его вернуть.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="273"/>
        <location filename="../../tdesk/ui/main_window.py" line="274"/>
        <source>Delete event</source>
        <translation>Удалить турнир</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="282"/>
        <source>Open store</source>
        <translation>Открыть базу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="283"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>Базы tdesk (*.db *.sqlite);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>Back up store</source>
        <translation>Резервная копия базы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="310"/>
        <source>Backup written to {0}</source>
        <translation>Резервная копия записана в {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="331"/>
        <source>Automatic backup failed: {0}</source>
        <translation>Автоматическое резервное копирование не удалось: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="337"/>
        <source>Undone: {0}</source>
        <translation>Отменено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="343"/>
        <source>Redone: {0}</source>
        <translation>Повторено: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="350"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Отменить: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="353"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Повторить: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="365"/>
        <source>Store: {0}</source>
        <translation>База: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="366"/>
        <source>(not set)</source>
        <translation>(не задано)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="367"/>
        <source>Staff: {0}</source>
        <translation>Персонал: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="368"/>
        <source>rev {0}</source>
        <translation>ред. {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="372"/>
        <source>Floor staff</source>
        <translation>Флор-менеджер</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="373"/>
        <source>Name recorded with every action:</source>
        <translation>Имя, записываемое при каждом действии:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="395"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Турнирный стол для покерных MTT, Open Face Chinese, лиг хедз-ап и турниров по карточным играм по швейцарской системе.&lt;br&gt;&lt;br&gt;База: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="397"/>
        <source>About tdesk</source>
        <translation>О программе tdesk</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="100"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>Финальный стол на пятерых: баттон не получает карт (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="111"/>
        <source>&amp;Table:</source>
        <translation>&amp;Стол:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="112"/>
        <source>Dealt &amp;out:</source>
        <translation>&amp;Без карт:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="113"/>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="138"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>Очистить карты (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="141"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>Отменить ввод (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="162"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>Применить к турниру (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="167"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>Открыть снова (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="171"/>
        <source>&amp;History:</source>
        <translation>&amp;История:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="241"/>
        <source>Royalties: %1</source>
        <translation>Роялти: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="284"/>
        <source>— nobody —</source>
        <translation>— никто —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="293"/>
        <source>Choose players by hand</source>
        <translation>Выбрать игроков вручную</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="296"/>
        <source>Table %1 (%2 players)</source>
        <translation>Стол %1 (игроков: %2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="304"/>
        <source> · table %1</source>
        <translation> · стол %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="305"/>
        <source> · not applied</source>
        <translation> · не применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="337"/>
        <source>Click a row, then cards below</source>
        <translation>Щёлкните ряд, затем карты ниже</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="340"/>
        <location filename="../../tdesk/ui/ofc_tab.py" line="509"/>
        <source>board %1</source>
        <translation>доска %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="341"/>
        <source>Cards go to: %1, %2</source>
        <translation>Карты идут: %1, %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="465"/>
        <source>%1 chips a point</source>
        <translation>%1 фишек за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="472"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>Выберите турнир по OFC, чтобы пользоваться калькулятором.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="478"/>
        <source>Pick at least two players (first position first).</source>
        <translation>Выберите хотя бы двух игроков (начиная с первой позиции).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="482"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>На двух досках: %1 — сначала исправьте карты.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="486"/>
        <source>Waiting for cards — %1</source>
        <translation>Ожидание карт — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="532"/>
        <source>applied</source>
        <translation>применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="533"/>
        <source>tutorial, not applied</source>
        <translation>обучение, не применено</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="534"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>Показана сохранённая раздача %1 (%2) со стеками на её начало. Измените карту или очистите, чтобы начать новую раздачу.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="548"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>Пары (очки, которые первый выигрывает у второго)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="549"/>
        <source>Net</source>
        <translation>Итого</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="550"/>
        <source>chips a point</source>
        <translation>фишек за очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="551"/>
        <source>Settlement in position order</source>
        <translation>Расчёт в порядке позиций</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="552"/>
        <source>nothing owed</source>
        <translation>долга нет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="553"/>
        <source>of</source>
        <translation>из</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="554"/>
        <source>Stacks</source>
        <translation>Стеки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="555"/>
        <source>Eliminated</source>
        <translation>Выбыли</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="556"/>
        <source>place %1</source>
        <translation>место %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>pair</source>
        <translation>пара</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>top</source>
        <translation>верх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>middle</source>
        <translation>середина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>bottom</source>
        <translation>низ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>scoop</source>
        <translation>скуп</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>royalties</source>
        <translation>роялти</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>penalties</source>
        <translation>штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>total</source>
        <translation>итого</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="586"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 должен %2: %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="612"/>
        <source>All 52 cards are on the boards.</source>
        <translation>Все 52 карты на досках.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="613"/>
        <source>Cards on no board: %1</source>
        <translation>Карты вне досок: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="621"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 пропустил раздачу: только штраф (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="624"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>фол у обоих: очков нет (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="626"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>фол у %1: платит 6 плюс роялти (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="629"/>
        <source>scoop (OFC-P2)</source>
        <translation>скуп (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="635"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>пропущено: %1 выбыл (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="637"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>пропущено: лимит %1 исчерпан (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="639"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>остановлено лимитом %1 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="641"/>
        <source>paid in full</source>
        <translation>оплачено полностью</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="643"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 выбывает (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="173"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>Предварительный просмотр</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="202"/>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="206"/>
        <source>Next ▶</source>
        <translation>Вперёд ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="207"/>
        <source>Zoom out</source>
        <translation>Уменьшить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="211"/>
        <source>Zoom in</source>
        <translation>Увеличить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="212"/>
        <source>Print…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Save as…</source>
        <translation>Сохранить как…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Open in viewer</source>
        <translation>Открыть в программе просмотра</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="299"/>
        <source>Page {0} of {1}</source>
        <translation>Страница {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="310"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>Этот компьютер не может показать страницы PDF (установите poppler-utils). PDF всё равно можно сохранить или открыть в другой программе.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="355"/>
        <source>Print {0}</source>
        <translation>Печать: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Printing…</source>
        <translation>Печать…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="385"/>
        <source>Print</source>
        <translation>Печать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>The printer could not be started.</source>
        <translation>Не удалось запустить принтер.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="405"/>
        <source>Save PDF</source>
        <translation>Сохранить PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <source>PDF files (*.pdf)</source>
        <translation>Файлы PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="404"/>
        <source>Could not save {0}: {1}</source>
        <translation>Не удалось сохранить {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="50"/>
        <source>rescinded by {0}: {1}</source>
        <translation>отменено ({0}): {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>served</source>
        <translation>отбыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>sitting out</source>
        <translation>пропускает</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="55"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>ожидает: следующая раздача игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="57"/>
        <source>applied with OFC hand {0}</source>
        <translation>применён в раздаче OFC {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="59"/>
        <source>head judge agreed</source>
        <translation>главный судья согласовал</translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="103"/>
        <source>Player (Ctrl+F)</source>
        <translation>Игрок (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="111"/>
        <source>Show rescinded</source>
        <translation>Показывать отменённые</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="114"/>
        <source>Show linked</source>
        <translation>Показывать связанные</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="148"/>
        <source>&amp;Issue penalty…</source>
        <translation>&amp;Назначить штраф…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="150"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert или Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="151"/>
        <source>&amp;Rescind…</source>
        <translation>&amp;Отменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="153"/>
        <source>Mark &amp;served</source>
        <translation>&amp;Штраф отбыт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="155"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D; Ctrl+Shift+D засчитывает одну раздачу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="156"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 &amp;раздача отбыта</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="161"/>
        <source>Round </source>
        <translation>Раунд </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="162"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>&amp;Проверка в конце матча (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="169"/>
        <source>Penalty:</source>
        <translation>Штраф:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="170"/>
        <source>Round:</source>
        <translation>Раунд:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="171"/>
        <source>Judge:</source>
        <translation>Судья:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="227"/>
        <location filename="../../tdesk/ui/penalties_tab.py" line="246"/>
        <source>All</source>
        <translation>Все</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="285"/>
        <source>{0} shown · {1} penalties in the log</source>
        <translation>Показано: {0} · штрафов в журнале: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="306"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>Выберите штраф, чтобы увидеть историю игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="311"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — штрафов в этом турнире: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="316"/>
        <source>R{0} </source>
        <translation>Р{0} </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="318"/>
        <source> (rescinded)</source>
        <translation> (отменён)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="322"/>
        <source>Notes: {0}</source>
        <translation>Примечания: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="360"/>
        <source>OFC hand {0}</source>
        <translation>раздаче OFC {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="361"/>
        <source>an OFC hand</source>
        <translation>раздаче OFC</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="363"/>
        <source>This penalty was applied with {0} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Этот штраф применён в {0}, и фишки уже переданы: отдельно его отменить нельзя. Отмените эту раздачу (Правка › Отменить) и посчитайте её заново без отметки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="397"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>Накопление в конце раунда {0}: записано штрафов — {1} (PEN-4).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="400"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>Конец раунда {0}: ни у кого нет трёх штрафов одной тяжести за разные нарушения (PEN-4).</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="50"/>
        <source>Issue penalty</source>
        <translation>Назначить штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="55"/>
        <source>Type part of a name</source>
        <translation>Введите часть имени</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="70"/>
        <source>Other — type the reason below</source>
        <translation>Другое — укажите причину ниже</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="86"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="90"/>
        <source>During a game</source>
        <translation>Во время игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="91"/>
        <source>Between games</source>
        <translation>Между играми</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="92"/>
        <source>Between matches</source>
        <translation>Между матчами</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="94"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>Засчитать поражение в следующей игре/матче (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="96"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>Главный судья согласовал это отступление (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="122"/>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="125"/>
        <source>&amp;Infraction:</source>
        <translation>&amp;Нарушение:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="126"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="127"/>
        <source>Pe&amp;nalty:</source>
        <translation>&amp;Штраф:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="130"/>
        <source>R&amp;ound:</source>
        <translation>&amp;Раунд:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="131"/>
        <source>&amp;When:</source>
        <translation>&amp;Когда:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="141"/>
        <source>Players at the &amp;table:</source>
        <translation>Игроки за &amp;столом:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="143"/>
        <source>Other &amp;active players:</source>
        <translation>Другие &amp;активные игроки:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="145"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>Применяется к следующей раздаче игрока: калькулятор OFC отмечает штраф на его доске, а при применении раздачи штраф привязывается к ней и очки рассчитываются (OFC-X1..X3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="152"/>
        <source>&amp;Judge:</source>
        <translation>Су&amp;дья:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="153"/>
        <source>No&amp;tes:</source>
        <translation>Приме&amp;чания:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="164"/>
        <source>What will be recorded:</source>
        <translation>Что будет записано:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="234"/>
        <source>What the penalty is for</source>
        <translation>За что штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>History: </source>
        <translation>История: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>…{0} more; </source>
        <translation>…ещё {0}; </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="281"/>
        <source>No earlier penalties in this event.</source>
        <translation>Ранее штрафов в этом турнире не было.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="286"/>
        <source>Choose a player.</source>
        <translation>Выберите игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="292"/>
        <source>Recommended: {0}</source>
        <translation>Рекомендуется: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="301"/>
        <source>Effect: {0}</source>
        <translation>Последствие: {0}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Edit player</source>
        <translation>Изменить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Add player</source>
        <translation>Добавить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="35"/>
        <source>blank if unrated</source>
        <translation>пусто, если нет рейтинга</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="38"/>
        <source>blank: set by the draw or ranking</source>
        <translation>пусто: по жеребьёвке или рейтингу</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="53"/>
        <source>&amp;Name:</source>
        <translation>&amp;Имя:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="54"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Рейтинг:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="55"/>
        <source>S&amp;eed:</source>
        <translation>&amp;Посев:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="56"/>
        <source>&amp;Country:</source>
        <translation>&amp;Страна:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="57"/>
        <source>&amp;Games on host site:</source>
        <translation>Игр на са&amp;йте:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="58"/>
        <source>C&amp;ontact:</source>
        <translation>&amp;Контакт:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="59"/>
        <source>No&amp;tes:</source>
        <translation>Приме&amp;чания:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="86"/>
        <source>is not a whole number</source>
        <translation>— не целое число</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="90"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="93"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="45"/>
        <source>{0}, no prizes</source>
        <translation>{0}, без призов</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="68"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>Поиск игроков (Ctrl+F): имя, страна, контакт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="82"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Добавить игрока…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="84"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>Зарегистрировать нового игрока (Ctrl+N — новый турнир; Insert — добавить игрока)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="86"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Изменить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="88"/>
        <source>&amp;Remove…</source>
        <translation>&amp;Удалить…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="90"/>
        <source>&amp;Import CSV…</source>
        <translation>И&amp;мпорт CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="92"/>
        <source>E&amp;xport CSV…</source>
        <translation>&amp;Экспорт CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="154"/>
        <source>{0} of {1} players</source>
        <translation>Игроков: {0} из {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="156"/>
        <source>{0} players</source>
        <translation>Игроков: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="210"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>Удалить {0} из этого турнира?

Правка › Отменить вернёт игрока.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove player</source>
        <translation>Удалить игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="220"/>
        <source>Import players</source>
        <translation>Импорт игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="221"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>Файлы CSV (*.csv *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>Export players</source>
        <translation>Экспорт игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>CSV files (*.csv)</source>
        <translation>Файлы CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="241"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="95"/>
        <source>{0} PER POINT</source>
        <translation>{0} ЗА ОЧКО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="100"/>
        <source> (BB)</source>
        <translation> (ББ)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="101"/>
        <source>ANTE {0}</source>
        <translation>АНТЕ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="110"/>
        <source>{0}/pt</source>
        <translation>{0}/очко</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="145"/>
        <source>BREAK</source>
        <translation>ПЕРЕРЫВ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="147"/>
        <source>ROUND {0}</source>
        <translation>РАУНД {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="149"/>
        <source>LEVEL {0}</source>
        <translation>УРОВЕНЬ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="151"/>
        <source>NOT STARTED</source>
        <translation>НЕ НАЧАТО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="152"/>
        <source>PAUSED</source>
        <translation>ПАУЗА</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="153"/>
        <location filename="../../tdesk/ui/projector.py" line="490"/>
        <source>FINISHED</source>
        <translation>ЗАВЕРШЕНО</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="158"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>Смена фишек: фишки {0} выходят из игры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="163"/>
        <source>Next: {0}</source>
        <translation>Далее: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="176"/>
        <source>CLOCK</source>
        <translation>ЧАСЫ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="177"/>
        <source>COUNTDOWN</source>
        <translation>ОТСЧЁТ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="178"/>
        <source>TIME</source>
        <translation>ВРЕМЯ</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="244"/>
        <source>tdesk clock — {0}</source>
        <translation>Часы tdesk — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="503"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>РАЗБЛОКИРОВАНО: Esc — закрыть · T — тема · F — полный экран · S — монитор</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="537"/>
        <source>NEXT LEVEL</source>
        <translation>СЛЕД. УРОВЕНЬ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="538"/>
        <source>NEXT BREAK</source>
        <translation>ДО ПЕРЕРЫВА</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="539"/>
        <source>PLAYERS</source>
        <translation>ИГРОКИ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="540"/>
        <source>AVG STACK</source>
        <translation>СРЕДНИЙ СТЕК</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="330"/>
        <source>Rescind penalty</source>
        <translation>Отменить штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="332"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0} — {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="338"/>
        <source>Why the penalty is taken back</source>
        <translation>Почему штраф отменяется</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="342"/>
        <source>Rescinded &amp;by:</source>
        <translation>&amp;Кто отменил:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="343"/>
        <source>&amp;Why:</source>
        <translation>&amp;Причина:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="347"/>
        <source>Rescind</source>
        <translation>Отменить</translation>
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
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="366"/>
        <source>blocked</source>
        <translation>закрыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="368"/>
        <source>button</source>
        <translation>баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="370"/>
        <source>waits for the button</source>
        <translation>ждёт баттона</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="372"/>
        <source>fixed seat</source>
        <translation>фиксированное место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="374"/>
        <source>table halted</source>
        <translation>стол остановлен</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="154"/>
        <source>Table {0}, seat {1}</source>
        <translation>Стол {0}, место {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="156"/>
        <source>{0}: blocked</source>
        <translation>{0}: закрыто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="157"/>
        <source>{0}: open</source>
        <translation>{0}: свободно</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="186"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>Столов пока нет: проведите рассадку (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="214"/>
        <source>{n} players</source>
        <translation>Игроков: {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="216"/>
        <source>HALTED · {n}</source>
        <translation>ОСТАНОВЛЕН · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="218"/>
        <source>final · {n}</source>
        <translation>финал · {n}</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="19"/>
        <source>Rules reference</source>
        <translation>Справочник правил</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="22"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>Найти номер правила или слово (Enter — следующее)</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="106"/>
        <source>&amp;Draw seats</source>
        <translation>&amp;Рассадка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="107"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>Случайная рассадка всех игроков (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="108"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Поздняя регистрация…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="109"/>
        <source>Seat a late registration</source>
        <translation>Посадить поздно зарегистрированного игрока</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="110"/>
        <source>&amp;Bust</source>
        <translation>Вы&amp;лет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="111"/>
        <source>Bust the selected player(s)</source>
        <translation>Выбывание выбранных игроков</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="112"/>
        <source>Set b&amp;utton</source>
        <translation>Поставить &amp;баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="114"/>
        <source>Then click the seat that has the button</source>
        <translation>Затем щёлкните место, где баттон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="116"/>
        <source>Fi&amp;xed seat</source>
        <translation>&amp;Фиксированное место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="118"/>
        <source>Keep the selected player in their seat</source>
        <translation>Оставить выбранного игрока на его месте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="119"/>
        <source>Bloc&amp;k seat</source>
        <translation>&amp;Закрыть место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="121"/>
        <source>Block or open the selected empty seat</source>
        <translation>Закрыть или открыть выбранное пустое место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="122"/>
        <source>&amp;List view</source>
        <translation>Вид &amp;списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="123"/>
        <source>Show every seat as a list</source>
        <translation>Показать все места списком</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="128"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>Где сидит… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="158"/>
        <source>Apply &amp;move</source>
        <translation>П&amp;ересадить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="159"/>
        <source>Apply the selected (or first) move</source>
        <translation>Выполнить выбранную (или первую) пересадку</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="160"/>
        <source>Apply &amp;all</source>
        <translation>Пересадить &amp;всех</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="161"/>
        <source>Apply every pending move</source>
        <translation>Выполнить все ожидающие пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="178"/>
        <source>Pending moves</source>
        <translation>Ожидающие пересадки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="244"/>
        <source>No seating for this event.</source>
        <translation>Для этого турнира нет рассадки.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="247"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>Осталось игроков: {left} · столов: {tables} · финальный стол при {final}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="253"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>Стол {n}: игра остановлена до балансировки (TDA-B5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="256"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>Поставьте баттон за столами: {tables} (TDA-B2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="259"/>
        <source>{n} registered player(s) have no seat: Late entry.</source>
        <translation>Зарегистрированных игроков без места: {n}. Используйте «Поздняя регистрация».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="276"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>Щёлкните место, чтобы выбрать его; Ctrl+щелчок добавляет места.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="282"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>Стол {t}, место {s}: пусто</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="325"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>Пересадить {name} сюда (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="329"/>
        <source>Button here</source>
        <translation>Баттон здесь</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="331"/>
        <source>Bust</source>
        <translation>Вылет</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="332"/>
        <source>Fixed seat on/off</source>
        <translation>Фиксированное место вкл/выкл</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="334"/>
        <source>Block / open seat</source>
        <translation>Закрыть / открыть место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="351"/>
        <source>Click the seat that has the button.</source>
        <translation>Щёлкните место, где баттон.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="370"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>Никто из сидящих не подходит под «{text}».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="372"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}: стол {t}, место {s}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="375"/>
        <source>… and {n} more</source>
        <translation>… и ещё {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="395"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>У всех зарегистрированных игроков есть место. Сначала зарегистрируйте опоздавшего игрока во вкладке «Игроки».</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="415"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>Сначала выберите выбывающих игроков (щёлкните место).</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="94"/>
        <source>Structure</source>
        <translation>Структура</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="103"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>фишки в игре, от меньшей: 25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="135"/>
        <source>Add level</source>
        <translation>Добавить уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="136"/>
        <source>Insert break</source>
        <translation>Вставить перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="137"/>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="138"/>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="139"/>
        <source>Move up</source>
        <translation>Вверх</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="140"/>
        <source>Move down</source>
        <translation>Вниз</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="144"/>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="145"/>
        <source>Set all durations</source>
        <translation>Задать длительность всем</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="149"/>
        <source>Load preset</source>
        <translation>Загрузить готовую</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="151"/>
        <source>Load template</source>
        <translation>Загрузить шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="152"/>
        <source>Save as template</source>
        <translation>Сохранить как шаблон</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="153"/>
        <source>Import TOML…</source>
        <translation>Импорт TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="154"/>
        <source>Export TOML…</source>
        <translation>Экспорт TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="163"/>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="164"/>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="165"/>
        <source>Starting stack</source>
        <translation>Стартовый стек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="166"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="226"/>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Break</source>
        <translation>Перерыв</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="285"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}: {1} {2!r} — не целое число</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Level {0}</source>
        <translation>Уровень {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="401"/>
        <source>Replace the template {0!r}?</source>
        <translation>Заменить шаблон {0!r}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Import structure</source>
        <translation>Импорт структуры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>Файлы структур (*.toml);;Все файлы (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="416"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Не удаётся прочитать {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="429"/>
        <source>Export structure</source>
        <translation>Экспорт структуры</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="430"/>
        <source>Structure files (*.toml)</source>
        <translation>Файлы структур (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="438"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Не удаётся записать {0}: {1}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="81"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>В tdesk что-то пошло не так; всё, что было сохранено раньше, в безопасности.

{0}</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>#</source>
        <translation>№</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Time</source>
        <translation>Время</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Penalty</source>
        <translation>Штраф</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Reason</source>
        <translation>Причина</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Judge</source>
        <translation>Судья</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Rule</source>
        <translation>Правило</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <source>Hands left</source>
        <translation>Осталось раздач</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Status</source>
        <translation>Статус</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Name</source>
        <translation>Имя</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Rating</source>
        <translation>Рейтинг</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Seed</source>
        <translation>Посев</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Country</source>
        <translation>Страна</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Games on site</source>
        <translation>Игр на сайте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Chips</source>
        <translation>Фишки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Contact</source>
        <translation>Контакт</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="56"/>
        <source>Level</source>
        <translation>Уровень</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="57"/>
        <source>Small blind</source>
        <translation>Малый блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="58"/>
        <source>Big blind</source>
        <translation>Большой блайнд</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="59"/>
        <source>Ante</source>
        <translation>Анте</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="60"/>
        <source>BB ante</source>
        <translation>Анте ББ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="61"/>
        <source>Point value</source>
        <translation>Цена очка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="62"/>
        <source>Minutes</source>
        <translation>Минуты</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="63"/>
        <source>Colour-up</source>
        <translation>Смена фишек</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="64"/>
        <source>Note</source>
        <translation>Примечание</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Table</source>
        <translation>Стол</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Seat</source>
        <translation>Место</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>State</source>
        <translation>Состояние</translation>
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
        <location filename="../../tdesk/ui/widgets/messages.py" line="11"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="15"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="22"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="23"/>
        <source>Yes</source>
        <translation>Да</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="24"/>
        <source>Cancel</source>
        <translation>Отмена</translation>
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
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="30"/>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Seating</source>
        <translation>Рассадка</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Clock</source>
        <translation>Часы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>OFC calculator</source>
        <translation>Калькулятор OFC</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <source>Penalties</source>
        <translation>Штрафы</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
</context>
</TS>
