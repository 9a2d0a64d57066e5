<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="68"/>
        <source>Position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Middle</source>
        <translation>Mitten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="81"/>
        <source>Bottom</source>
        <translation>Botten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="86"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>%1 kort, t.ex. Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="108"/>
        <source>Missed hand</source>
        <translation>Missad hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="110"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>Frånvarande: betalar 3 per aktiv spelare, inget annat (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Clock foul</source>
        <translation>Klockfoul</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>Agerade inte inom 30 sekunder efter klockan (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="117"/>
        <source>Exposed: </source>
        <translation>Visade: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="118"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>Kort visade i fel tur: 1 poäng per aktiv spelare för varje (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="192"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>Från straffloggen: %1, utdelat %2 av %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="194"/>
        <source>(no judge)</source>
        <translation>(ingen domare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="200"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>Upphäv det på fliken Straff för att ta bort markeringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="205"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>Upphäv ett straff på fliken Straff för att ta bort dess markering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="216"/>
        <source>— no player —</source>
        <translation>— ingen spelare —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="303"/>
        <source>%1 has a bad card</source>
        <translation>%1 har ett ogiltigt kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="338"/>
        <source>%1 is on another board</source>
        <translation>%1 finns redan på en annan bräda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="344"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>%1 kort: raden %2 har %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="354"/>
        <source>%1 of %2 cards</source>
        <translation>%1 av %2 kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="361"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>Missad hand (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="374"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>foul på klockan (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="378"/>
        <source>FOUL: %1</source>
        <translation>FOUL: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="388"/>
        <source>royalty %1</source>
        <translation>royalty %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>Legal · royalties %1</source>
        <translation>Giltig · royalties %1</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="47"/>
        <source>Bust players</source>
        <translation>Slå ut spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="50"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>Stackar när handen började (större stack placerar sig högre):</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="61"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="69"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>Colour-up: {0}-markerna lämnar spel och växlas mot {1}-marker. Udda marker körs i chip race, ett kort per marker, från plats 1.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="75"/>
        <source>e.g. Table 7</source>
        <translation>t.ex. Bord 7</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="83"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>Samma frö ger samma kort (registreras)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="89"/>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="101"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="90"/>
        <source>{0} chips</source>
        <translation>{0}-marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="91"/>
        <source>Other chips (value)</source>
        <translation>Övriga marker (värde)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="102"/>
        <source>Exchanged</source>
        <translation>Växlat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="103"/>
        <source>Odd chips</source>
        <translation>Udda marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="104"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="105"/>
        <source>Wins</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="106"/>
        <source>Kept in</source>
        <translation>Kvar i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="107"/>
        <source>Chips after</source>
        <translation>Marker efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="120"/>
        <source>Run race</source>
        <translation>Kör race</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="123"/>
        <source>Record</source>
        <translation>Registrera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="125"/>
        <source>Record and print…</source>
        <translation>Registrera och skriv ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="127"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="133"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="134"/>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="135"/>
        <source>Seed</source>
        <translation>Frö</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>chips</source>
        <translation>marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>other chips</source>
        <translation>övriga marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="178"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>plats {0}: {1} {2!r} är inget heltal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="204"/>
        <source>Odd chips worth {0} → {1} chip(s) of {2} raced (nearest whole chip, halves up). Seed {3}.</source>
        <translation>Udda marker värda {0} → {1} marker à {2} i race (närmaste hela marker, halva uppåt). Frö {3}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="215"/>
        <source>wins 1</source>
        <translation>vinner 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="216"/>
        <source>+1 chip</source>
        <translation>+1 marker</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="413"/>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>◀ Previous</source>
        <translation>◀ Föregående</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>Left arrow</source>
        <translation>Vänsterpil</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Next ▶</source>
        <translation>Nästa ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Right arrow</source>
        <translation>Högerpil</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="107"/>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="108"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="109"/>
        <source>Restart level</source>
        <translation>Starta om nivån</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="112"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="113"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>Sekunder att lägga till (negativt: dra av)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="115"/>
        <source>Add seconds</source>
        <translation>Lägg till sekunder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Jump to selected</source>
        <translation>Hoppa till markerad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="121"/>
        <source>Table / seat (optional)</source>
        <translation>Bord / plats (valfritt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="123"/>
        <source>Call the clock</source>
        <translation>Begär klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="124"/>
        <source>Clear call</source>
        <translation>Avbryt klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="125"/>
        <source>Edit structure…</source>
        <translation>Redigera struktur…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="126"/>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="127"/>
        <source>Print structure…</source>
        <translation>Skriv ut struktur…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="129"/>
        <source>Projector</source>
        <translation>Projektor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="131"/>
        <source>Monitor for the projector</source>
        <translation>Skärm för projektorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="135"/>
        <source>Sounds</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="148"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="149"/>
        <source>Blinds / points</source>
        <translation>Mörkar / poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="150"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="151"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="152"/>
        <source>Starts in</source>
        <translation>Börjar om</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="164"/>
        <source>Enter counts by hand</source>
        <translation>Ange antal manuellt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="166"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>För turneringar som inte följs spelare för spelare; annars räknas det från anmälningarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="174"/>
        <source>entries × starting stack</source>
        <translation>anmälningar × startstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="176"/>
        <source>Save counts</source>
        <translation>Spara antal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="198"/>
        <source>Key: {0}</source>
        <translation>Tangent: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="236"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="239"/>
        <source>Entries</source>
        <translation>Anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="240"/>
        <source>Players left</source>
        <translation>Spelare kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="241"/>
        <source>Chips in play</source>
        <translation>Marker i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="242"/>
        <source>Average stack</source>
        <translation>Snittstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="245"/>
        <source>Projector and sound</source>
        <translation>Projektor och ljud</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="247"/>
        <source>Monitor</source>
        <translation>Skärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="248"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="335"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="350"/>
        <source>Colour up {0}</source>
        <translation>Colour-up {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="353"/>
        <source>{0} per point</source>
        <translation>{0} per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="355"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="361"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="394"/>
        <source>RUNNING</source>
        <translation>PÅGÅR</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="398"/>
        <source>Next: {0}</source>
        <translation>Nästa: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="400"/>
        <source>Break in {0}</source>
        <translation>Paus om {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="414"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="415"/>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="416"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="418"/>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="451"/>
        <source>now</source>
        <translation>nu</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>Edit event</source>
        <translation>Redigera turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>New event</source>
        <translation>Ny turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="48"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>Turneringens typ kan inte ändras när den väl har skapats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="58"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="59"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="60"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="61"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Plats:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="38"/>
        <source>Import players — {0}</source>
        <translation>Importera spelare — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="52"/>
        <source>&amp;Import</source>
        <translation>&amp;Importera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="58"/>
        <source>&amp;Encoding:</source>
        <translation>&amp;Teckenkodning:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Kan inte läsa {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Line</source>
        <translation>Rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="99"/>
        <source>{0} players ready to import (read as {1}).</source>
        <translation>{0} spelare klara att importera (läst som {1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="105"/>
        <source>&lt;b&gt;{0} problem(s); nothing will be imported until the file is fixed&lt;/b&gt; (read as {1}):&lt;br&gt;{2}</source>
        <translation>&lt;b&gt;{0} problem; inget importeras förrän filen är rättad&lt;/b&gt; (läst som {1}):&lt;br&gt;{2}</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="75"/>
        <source>Late entry</source>
        <translation>Sen anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="82"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="83"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>Placeras vid bordet med minst spelare, på en slumpvis ledig plats (TDA-S1).</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Action</source>
        <translation>Åtgärd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Seed</source>
        <translation>Frö</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="35"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="40"/>
        <source>undone</source>
        <translation>ångrad</translation>
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
        <translation>Turnering som visas i alla flikar (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="47"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="50"/>
        <source>&amp;Event:</source>
        <translation>&amp;Turnering:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="62"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Inga turneringar ännu&lt;/h2&gt;&lt;p&gt;Skapa en med &lt;b&gt;Arkiv › Ny turnering…&lt;/b&gt; (Ctrl+N), eller kör &lt;code&gt;tdesk demo&lt;/code&gt; för att utforska en demodatabas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="103"/>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="104"/>
        <source>&amp;New event…</source>
        <translation>&amp;Ny turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="105"/>
        <source>&amp;Edit event…</source>
        <translation>&amp;Redigera turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="107"/>
        <source>&amp;Delete event…</source>
        <translation>&amp;Ta bort turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="109"/>
        <source>Switch &amp;event</source>
        <translation>&amp;Byt turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="111"/>
        <source>&amp;Open store…</source>
        <translation>&amp;Öppna databas…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="112"/>
        <source>&amp;Back up store…</source>
        <translation>&amp;Säkerhetskopiera databas…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="114"/>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Återställ från säkerhetskopia…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="117"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Importera spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="119"/>
        <source>E&amp;xport players…</source>
        <translation>E&amp;xportera spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="121"/>
        <source>&amp;Print</source>
        <translation>Skriv &amp;ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="123"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="125"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="126"/>
        <location filename="../../tdesk/ui/main_window.py" line="351"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="128"/>
        <location filename="../../tdesk/ui/main_window.py" line="354"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="131"/>
        <source>Floor &amp;staff name…</source>
        <translation>&amp;Namn på floorpersonal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="133"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="134"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelreferens</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="136"/>
        <source>&amp;About tdesk</source>
        <translation>&amp;Om tdesk</translation>
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
        <translation>Ta bort turneringen ”{0}” med dess {1} spelare och allt som registrerats för den?

Redigera › Ångra kan ta tillbaka den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="273"/>
        <location filename="../../tdesk/ui/main_window.py" line="274"/>
        <source>Delete event</source>
        <translation>Ta bort turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="282"/>
        <source>Open store</source>
        <translation>Öppna databas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="283"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>tdesk-databaser (*.db *.sqlite);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>Back up store</source>
        <translation>Säkerhetskopiera databas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="310"/>
        <source>Backup written to {0}</source>
        <translation>Säkerhetskopia sparad i {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="331"/>
        <source>Automatic backup failed: {0}</source>
        <translation>Automatisk säkerhetskopiering misslyckades: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="337"/>
        <source>Undone: {0}</source>
        <translation>Ångrat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="343"/>
        <source>Redone: {0}</source>
        <translation>Gjort om: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="350"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Ångra {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="353"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Gör om {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="365"/>
        <source>Store: {0}</source>
        <translation>Databas: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="366"/>
        <source>(not set)</source>
        <translation>(inte angivet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="367"/>
        <source>Staff: {0}</source>
        <translation>Personal: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="368"/>
        <source>rev {0}</source>
        <translation>rev {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="372"/>
        <source>Floor staff</source>
        <translation>Floorpersonal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="373"/>
        <source>Name recorded with every action:</source>
        <translation>Namn som registreras vid varje åtgärd:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="395"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Turneringsdisk för pokerturneringar (MTT), Open Face Chinese, heads-up-ligor och kortspelsturneringar enligt schweizersystemet.&lt;br&gt;&lt;br&gt;Databas: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="397"/>
        <source>About tdesk</source>
        <translation>Om tdesk</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="100"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>Finalbord med fem spelare: knappen står över given (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="111"/>
        <source>&amp;Table:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="112"/>
        <source>Dealt &amp;out:</source>
        <translation>&amp;Står över:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="113"/>
        <source>&amp;Level:</source>
        <translation>&amp;Nivå:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="138"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>Rensa kort (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="141"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>Ångra inmatning (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="162"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>Tillämpa på turneringen (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="167"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>Öppna igen (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="171"/>
        <source>&amp;History:</source>
        <translation>&amp;Historik:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="241"/>
        <source>Royalties: %1</source>
        <translation>Royalties: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="284"/>
        <source>— nobody —</source>
        <translation>— ingen —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="293"/>
        <source>Choose players by hand</source>
        <translation>Välj spelare manuellt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="296"/>
        <source>Table %1 (%2 players)</source>
        <translation>Bord %1 (%2 spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="304"/>
        <source> · table %1</source>
        <translation> · bord %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="305"/>
        <source> · not applied</source>
        <translation> · ej tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="337"/>
        <source>Click a row, then cards below</source>
        <translation>Klicka på en rad, sedan på korten nedan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="340"/>
        <location filename="../../tdesk/ui/ofc_tab.py" line="509"/>
        <source>board %1</source>
        <translation>bräda %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="341"/>
        <source>Cards go to: %1, %2</source>
        <translation>Korten går till: %1, %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="465"/>
        <source>%1 chips a point</source>
        <translation>%1 marker per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="472"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>Välj en OFC-turnering för att använda kalkylatorn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="478"/>
        <source>Pick at least two players (first position first).</source>
        <translation>Välj minst två spelare (första position först).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="482"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>På två brädor: %1 — rätta korten först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="486"/>
        <source>Waiting for cards — %1</source>
        <translation>Väntar på kort — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="532"/>
        <source>applied</source>
        <translation>tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="533"/>
        <source>tutorial, not applied</source>
        <translation>övning, ej tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="534"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>Visar sparad hand %1 (%2) med stackarna den började med. Ändra ett kort eller rensa för att börja en ny hand.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="548"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>Par (poäng som den förste vinner av den andre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="549"/>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="550"/>
        <source>chips a point</source>
        <translation>marker per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="551"/>
        <source>Settlement in position order</source>
        <translation>Avräkning i positionsordning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="552"/>
        <source>nothing owed</source>
        <translation>inget att betala</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="553"/>
        <source>of</source>
        <translation>av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="554"/>
        <source>Stacks</source>
        <translation>Stackar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="555"/>
        <source>Eliminated</source>
        <translation>Utslagna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="556"/>
        <source>place %1</source>
        <translation>plats %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>top</source>
        <translation>topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>middle</source>
        <translation>mitten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>bottom</source>
        <translation>botten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>scoop</source>
        <translation>scoop</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>royalties</source>
        <translation>royalties</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>penalties</source>
        <translation>straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>total</source>
        <translation>totalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="586"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 är skyldig %2 %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="612"/>
        <source>All 52 cards are on the boards.</source>
        <translation>Alla 52 kort ligger på brädorna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="613"/>
        <source>Cards on no board: %1</source>
        <translation>Kort utanför brädorna: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="621"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 missade handen: endast straff (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="624"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>båda foulade: inga poäng (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="626"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>%1 foulade: betalar 6 plus royalties (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="629"/>
        <source>scoop (OFC-P2)</source>
        <translation>scoop (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="635"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>överhoppad: %1 är ute (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="637"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>överhoppad: taket för %1 är förbrukat (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="639"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>stoppad av taket för %1 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="641"/>
        <source>paid in full</source>
        <translation>betalt i sin helhet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="643"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 är utslagen (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="173"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>Förhandsgranska utskrift</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="202"/>
        <source>◀ Previous</source>
        <translation>◀ Föregående</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="206"/>
        <source>Next ▶</source>
        <translation>Nästa ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="207"/>
        <source>Zoom out</source>
        <translation>Zooma ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="211"/>
        <source>Zoom in</source>
        <translation>Zooma in</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="212"/>
        <source>Print…</source>
        <translation>Skriv ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Save as…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Open in viewer</source>
        <translation>Öppna i visare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="299"/>
        <source>Page {0} of {1}</source>
        <translation>Sida {0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="310"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>Den här datorn kan inte visa PDF-sidor (installera poppler-utils). Du kan ändå spara PDF-filen eller öppna den i en annan visare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="355"/>
        <source>Print {0}</source>
        <translation>Skriv ut {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Printing…</source>
        <translation>Skriver ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="385"/>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>The printer could not be started.</source>
        <translation>Skrivaren kunde inte startas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="405"/>
        <source>Save PDF</source>
        <translation>Spara PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="404"/>
        <source>Could not save {0}: {1}</source>
        <translation>Kunde inte spara {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="50"/>
        <source>rescinded by {0}: {1}</source>
        <translation>upphävt av {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>served</source>
        <translation>avtjänat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>sitting out</source>
        <translation>sitter över</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="55"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>väntande: spelarens nästa hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="57"/>
        <source>applied with OFC hand {0}</source>
        <translation>tillämpat med OFC-hand {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="59"/>
        <source>head judge agreed</source>
        <translation>huvuddomaren godkände</translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="103"/>
        <source>Player (Ctrl+F)</source>
        <translation>Spelare (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="111"/>
        <source>Show rescinded</source>
        <translation>Visa upphävda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="114"/>
        <source>Show linked</source>
        <translation>Visa länkade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="148"/>
        <source>&amp;Issue penalty…</source>
        <translation>Utdela &amp;straff…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="150"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert eller Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="151"/>
        <source>&amp;Rescind…</source>
        <translation>&amp;Upphäv…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="153"/>
        <source>Mark &amp;served</source>
        <translation>Markera a&amp;vtjänat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="155"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D; Ctrl+Shift+D räknar en hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="156"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 &amp;hand avtjänad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="161"/>
        <source>Round </source>
        <translation>Rond </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="162"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>&amp;Kontroll vid matchslut (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="169"/>
        <source>Penalty:</source>
        <translation>Straff:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="170"/>
        <source>Round:</source>
        <translation>Rond:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="171"/>
        <source>Judge:</source>
        <translation>Domare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="227"/>
        <location filename="../../tdesk/ui/penalties_tab.py" line="246"/>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="285"/>
        <source>{0} shown · {1} penalties in the log</source>
        <translation>{0} visas · {1} straff i loggen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="306"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>Välj ett straff för att se spelarens historik</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="311"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — straff i denna turnering: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="316"/>
        <source>R{0} </source>
        <translation>R{0} </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="318"/>
        <source> (rescinded)</source>
        <translation> (upphävt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="322"/>
        <source>Notes: {0}</source>
        <translation>Anteckningar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="360"/>
        <source>OFC hand {0}</source>
        <translation>OFC-hand {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="361"/>
        <source>an OFC hand</source>
        <translation>en OFC-hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="363"/>
        <source>This penalty was applied with {0} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Straffet tillämpades med {0} och markerna har flyttats: det kan inte upphävas för sig. Ångra den handen (Redigera › Ångra) och räkna den igen utan markeringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="397"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>Ackumulering vid slutet av rond {0}: {1} straff registrerade (PEN-4).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="400"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>Slutet av rond {0}: ingen har tre straff av samma grad för olika förseelser (PEN-4).</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="50"/>
        <source>Issue penalty</source>
        <translation>Utdela straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="55"/>
        <source>Type part of a name</source>
        <translation>Skriv en del av ett namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="70"/>
        <source>Other — type the reason below</source>
        <translation>Annat — skriv orsaken nedan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="86"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="90"/>
        <source>During a game</source>
        <translation>Under ett parti</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="91"/>
        <source>Between games</source>
        <translation>Mellan partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="92"/>
        <source>Between matches</source>
        <translation>Mellan matcher</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="94"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>Tillämpa förlusten på nästa parti/match (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="96"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>Huvuddomaren godkände denna avvikelse (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="122"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="125"/>
        <source>&amp;Infraction:</source>
        <translation>&amp;Förseelse:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="126"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Orsak:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="127"/>
        <source>Pe&amp;nalty:</source>
        <translation>S&amp;traff:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="130"/>
        <source>R&amp;ound:</source>
        <translation>&amp;Rond:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="131"/>
        <source>&amp;When:</source>
        <translation>&amp;När:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="141"/>
        <source>Players at the &amp;table:</source>
        <translation>Spelare vid &amp;bordet:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="143"/>
        <source>Other &amp;active players:</source>
        <translation>Andra &amp;aktiva spelare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="145"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>Gäller spelarens nästa hand: OFC-kalkylatorn markerar det på spelarens bräda, och när handen tillämpas kopplas straffet till den och poängen avräknas (OFC-X1..X3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="152"/>
        <source>&amp;Judge:</source>
        <translation>&amp;Domare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="153"/>
        <source>No&amp;tes:</source>
        <translation>Anteckn&amp;ingar:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="164"/>
        <source>What will be recorded:</source>
        <translation>Detta registreras:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="234"/>
        <source>What the penalty is for</source>
        <translation>Vad straffet gäller</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>History: </source>
        <translation>Historik: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>…{0} more; </source>
        <translation>…{0} till; </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="281"/>
        <source>No earlier penalties in this event.</source>
        <translation>Inga tidigare straff i denna turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="286"/>
        <source>Choose a player.</source>
        <translation>Välj en spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="292"/>
        <source>Recommended: {0}</source>
        <translation>Rekommenderat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="301"/>
        <source>Effect: {0}</source>
        <translation>Effekt: {0}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Edit player</source>
        <translation>Redigera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Add player</source>
        <translation>Lägg till spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="35"/>
        <source>blank if unrated</source>
        <translation>tomt om ingen rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="38"/>
        <source>blank: set by the draw or ranking</source>
        <translation>tomt: sätts genom lottning eller ranking</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="53"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="54"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="55"/>
        <source>S&amp;eed:</source>
        <translation>S&amp;eedning:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="56"/>
        <source>&amp;Country:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="57"/>
        <source>&amp;Games on host site:</source>
        <translation>&amp;Partier på värdsajten:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="58"/>
        <source>C&amp;ontact:</source>
        <translation>K&amp;ontakt:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="59"/>
        <source>No&amp;tes:</source>
        <translation>Anteckn&amp;ingar:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="86"/>
        <source>is not a whole number</source>
        <translation>är inget heltal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="90"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="93"/>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="45"/>
        <source>{0}, no prizes</source>
        <translation>{0}, utan priser</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="68"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>Sök spelare (Ctrl+F): namn, land, kontakt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="82"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Lägg till spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="84"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>Registrera en ny spelare (Ctrl+N är en ny turnering; Insert lägger till en spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="86"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Redigera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="88"/>
        <source>&amp;Remove…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="90"/>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importera CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="92"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportera CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="154"/>
        <source>{0} of {1} players</source>
        <translation>{0} av {1} spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="156"/>
        <source>{0} players</source>
        <translation>{0} spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="210"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>Ta bort {0} från denna turnering?

Redigera › Ångra tar tillbaka spelaren.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove player</source>
        <translation>Ta bort spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="220"/>
        <source>Import players</source>
        <translation>Importera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="221"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-filer (*.csv *.txt);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>Export players</source>
        <translation>Exportera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="241"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="95"/>
        <source>{0} PER POINT</source>
        <translation>{0} PER POÄNG</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="100"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="101"/>
        <source>ANTE {0}</source>
        <translation>ANTE {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="110"/>
        <source>{0}/pt</source>
        <translation>{0}/p</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="145"/>
        <source>BREAK</source>
        <translation>PAUS</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="147"/>
        <source>ROUND {0}</source>
        <translation>RUNDA {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="149"/>
        <source>LEVEL {0}</source>
        <translation>NIVÅ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="151"/>
        <source>NOT STARTED</source>
        <translation>EJ STARTAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="152"/>
        <source>PAUSED</source>
        <translation>PAUSAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="153"/>
        <location filename="../../tdesk/ui/projector.py" line="490"/>
        <source>FINISHED</source>
        <translation>AVSLUTAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="158"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>Färgbyte: {0}-markerna lämnar spelet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="163"/>
        <source>Next: {0}</source>
        <translation>Nästa: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="176"/>
        <source>CLOCK</source>
        <translation>KLOCKA</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="177"/>
        <source>COUNTDOWN</source>
        <translation>NEDRÄKNING</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="178"/>
        <source>TIME</source>
        <translation>TIDEN UTE</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="244"/>
        <source>tdesk clock — {0}</source>
        <translation>tdesk-klocka — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="503"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>UPPLÅST: Esc stäng · T tema · F helskärm · S skärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="537"/>
        <source>NEXT LEVEL</source>
        <translation>NÄSTA NIVÅ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="538"/>
        <source>NEXT BREAK</source>
        <translation>NÄSTA PAUS</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="539"/>
        <source>PLAYERS</source>
        <translation>SPELARE</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="540"/>
        <source>AVG STACK</source>
        <translation>SNITTSTACK</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="330"/>
        <source>Rescind penalty</source>
        <translation>Upphäv straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="332"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0} för {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="338"/>
        <source>Why the penalty is taken back</source>
        <translation>Varför straffet dras tillbaka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="342"/>
        <source>Rescinded &amp;by:</source>
        <translation>Upphävt &amp;av:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="343"/>
        <source>&amp;Why:</source>
        <translation>&amp;Varför:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="347"/>
        <source>Rescind</source>
        <translation>Upphäv</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="27"/>
        <source>Restore from backup</source>
        <translation>Återställ från säkerhetskopia</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="32"/>
        <source>{0}   ({1} KB)</source>
        <translation>{0}   ({1} kB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="38"/>
        <source>Automatic backups, newest first. Restoring replaces everything in the store; the current state is backed up first, so this too can be reversed.</source>
        <translation>Automatiska säkerhetskopior, nyaste först. Återställning ersätter allt i databasen; det nuvarande läget säkerhetskopieras först, så även detta kan ångras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="42"/>
        <source>There are no automatic backups of this store yet.</source>
        <translation>Det finns inga automatiska säkerhetskopior av denna databas ännu.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="44"/>
        <source>&amp;Restore</source>
        <translation>&amp;Återställ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="64"/>
        <source>Replace the whole store by the backup of {0}?</source>
        <translation>Ersätta hela databasen med säkerhetskopian från {0}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="65"/>
        <source>Restore</source>
        <translation>Återställ</translation>
    </message>
</context>
<context>
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="366"/>
        <source>blocked</source>
        <translation>spärrad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="368"/>
        <source>button</source>
        <translation>knapp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="370"/>
        <source>waits for the button</source>
        <translation>väntar på knappen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="372"/>
        <source>fixed seat</source>
        <translation>fast plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="374"/>
        <source>table halted</source>
        <translation>bordet stoppat</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="154"/>
        <source>Table {0}, seat {1}</source>
        <translation>Bord {0}, plats {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="156"/>
        <source>{0}: blocked</source>
        <translation>{0}: spärrad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="157"/>
        <source>{0}: open</source>
        <translation>{0}: ledig</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="186"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>Inga bord ännu: lotta platserna (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="214"/>
        <source>{n} players</source>
        <translation>{n} spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="216"/>
        <source>HALTED · {n}</source>
        <translation>STOPPAT · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="218"/>
        <source>final · {n}</source>
        <translation>final · {n}</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="19"/>
        <source>Rules reference</source>
        <translation>Regelreferens</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="22"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>Sök regel-ID eller ord (Enter för nästa)</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="106"/>
        <source>&amp;Draw seats</source>
        <translation>&amp;Lotta platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="107"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>Lotta en plats åt varje spelare (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="108"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Sen anmälan…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="109"/>
        <source>Seat a late registration</source>
        <translation>Placera en sen anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="110"/>
        <source>&amp;Bust</source>
        <translation>Slå &amp;ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="111"/>
        <source>Bust the selected player(s)</source>
        <translation>Slå ut markerade spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="112"/>
        <source>Set b&amp;utton</source>
        <translation>Sätt &amp;dealerknapp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="114"/>
        <source>Then click the seat that has the button</source>
        <translation>Klicka sedan på platsen som har knappen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="116"/>
        <source>Fi&amp;xed seat</source>
        <translation>&amp;Fast plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="118"/>
        <source>Keep the selected player in their seat</source>
        <translation>Behåll den markerade spelaren på sin plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="119"/>
        <source>Bloc&amp;k seat</source>
        <translation>Spä&amp;rra plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="121"/>
        <source>Block or open the selected empty seat</source>
        <translation>Spärra eller öppna den markerade tomma platsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="122"/>
        <source>&amp;List view</source>
        <translation>Lis&amp;tvy</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="123"/>
        <source>Show every seat as a list</source>
        <translation>Visa alla platser som en lista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="128"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>Var sitter… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="158"/>
        <source>Apply &amp;move</source>
        <translation>Utför fl&amp;ytt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="159"/>
        <source>Apply the selected (or first) move</source>
        <translation>Utför den markerade (eller första) flytten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="160"/>
        <source>Apply &amp;all</source>
        <translation>Utför &amp;alla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="161"/>
        <source>Apply every pending move</source>
        <translation>Utför alla väntande flyttar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="178"/>
        <source>Pending moves</source>
        <translation>Väntande flyttar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="244"/>
        <source>No seating for this event.</source>
        <translation>Ingen bordsplacering för denna turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="247"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>Spelare kvar: {left} · bord: {tables} · finalbord vid {final}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="253"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>Bord {n}: spelet stoppas tills det är balanserat (TDA-B5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="256"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>Sätt knappen vid bord {tables} (TDA-B2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="259"/>
        <source>{n} registered player(s) have no seat: Late entry.</source>
        <translation>{n} anmälda spelare saknar plats: Sen anmälan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="276"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>Klicka på en plats för att markera den; Ctrl+klick lägger till platser.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="282"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>Bord {t} plats {s}: tom</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="325"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>Flytta {name} hit (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="329"/>
        <source>Button here</source>
        <translation>Knappen här</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="331"/>
        <source>Bust</source>
        <translation>Slå ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="332"/>
        <source>Fixed seat on/off</source>
        <translation>Fast plats på/av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="334"/>
        <source>Block / open seat</source>
        <translation>Spärra / öppna plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="351"/>
        <source>Click the seat that has the button.</source>
        <translation>Klicka på platsen som har knappen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="370"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>Ingen placerad spelare matchar ”{text}”.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="372"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}: bord {t}, plats {s}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="375"/>
        <source>… and {n} more</source>
        <translation>… och {n} till</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="395"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>Alla anmälda spelare har en plats. Registrera den sena spelaren på fliken Spelare först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="415"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>Markera först spelaren/spelarna som ska slås ut (klicka på platsen).</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="94"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="103"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>marker i spel, minsta först: 25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="135"/>
        <source>Add level</source>
        <translation>Lägg till nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="136"/>
        <source>Insert break</source>
        <translation>Infoga paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="137"/>
        <source>Duplicate</source>
        <translation>Duplicera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="138"/>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="139"/>
        <source>Move up</source>
        <translation>Flytta upp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="140"/>
        <source>Move down</source>
        <translation>Flytta ned</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="144"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="145"/>
        <source>Set all durations</source>
        <translation>Ange alla längder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="149"/>
        <source>Load preset</source>
        <translation>Läs in förval</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="151"/>
        <source>Load template</source>
        <translation>Läs in mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="152"/>
        <source>Save as template</source>
        <translation>Spara som mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="153"/>
        <source>Import TOML…</source>
        <translation>Importera TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="154"/>
        <source>Export TOML…</source>
        <translation>Exportera TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="163"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="164"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="165"/>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="166"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="226"/>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="285"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}: {1} {2!r} är inget heltal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Level {0}</source>
        <translation>Nivå {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="401"/>
        <source>Replace the template {0!r}?</source>
        <translation>Ersätta mallen {0!r}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Import structure</source>
        <translation>Importera struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>Strukturfiler (*.toml);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="416"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Kan inte läsa {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="429"/>
        <source>Export structure</source>
        <translation>Exportera struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="430"/>
        <source>Structure files (*.toml)</source>
        <translation>Strukturfiler (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="438"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="81"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>Något gick fel i tdesk; det som sparats tidigare är i säkerhet.

{0}</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Round</source>
        <translation>Runda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Judge</source>
        <translation>Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <source>Hands left</source>
        <translation>Givar kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Games on site</source>
        <translation>Partier på sajten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="56"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="57"/>
        <source>Small blind</source>
        <translation>Lilla mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="58"/>
        <source>Big blind</source>
        <translation>Stora mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="59"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="60"/>
        <source>BB ante</source>
        <translation>BB-ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="61"/>
        <source>Point value</source>
        <translation>Poängvärde</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="62"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="63"/>
        <source>Colour-up</source>
        <translation>Färgbyte</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="64"/>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>State</source>
        <translation>Läge</translation>
    </message>
</context>
<context>
    <name>kinds</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="7"/>
        <source>Poker MTT (TDA)</source>
        <translation>Poker MTT (TDA)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="8"/>
        <source>Open Face Chinese</source>
        <translation>Open Face Chinese</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="9"/>
        <source>Heads-up lives league</source>
        <translation>Heads-up-liga med liv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="10"/>
        <source>Card game Swiss</source>
        <translation>Kortspel, schweizersystem</translation>
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
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="24"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="30"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="31"/>
        <source>busted</source>
        <translation>utslagen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="32"/>
        <source>dropped</source>
        <translation>avbröt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="33"/>
        <source>disqualified</source>
        <translation>diskvalificerad</translation>
    </message>
</context>
<context>
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="30"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Seating</source>
        <translation>Bordsplacering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>OFC calculator</source>
        <translation>OFC-räknare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Log</source>
        <translation>Logg</translation>
    </message>
</context>
</TS>
