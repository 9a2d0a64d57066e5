<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE" sourcelanguage="en">
<context>
    <name>AvailabilityGrid</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="165"/>
        <source>No entry: counts as 2 everywhere (HU-D2)</source>
        <translation>Ingen uppgift: räknas som 2 överallt (HU-D2)</translation>
    </message>
</context>
<context>
    <name>BackgroundTask</name>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="155"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="179"/>
        <source>Cancelling…</source>
        <translation>Avbryter…</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="71"/>
        <source>Position %1</source>
        <translation>Position %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Middle</source>
        <translation>Mitten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="84"/>
        <source>Bottom</source>
        <translation>Botten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="89"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>%1 kort, t.ex. Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Missed hand</source>
        <translation>Missad hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>Frånvarande: betalar 3 per aktiv spelare, inget annat (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="114"/>
        <source>Clock foul</source>
        <translation>Klockfoul</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="116"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>Agerade inte inom 30 sekunder efter klockan (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="120"/>
        <source>Exposed: </source>
        <translation>Visade: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="121"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>Kort visade i fel tur: 1 poäng per aktiv spelare för varje (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="195"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>Från straffloggen: %1, utdelat %2 av %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="197"/>
        <source>(no judge)</source>
        <translation>(ingen domare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="203"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>Upphäv det på fliken Straff för att ta bort markeringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="208"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>Upphäv ett straff på fliken Straff för att ta bort dess markering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="219"/>
        <source>— no player —</source>
        <translation>— ingen spelare —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="305"/>
        <source>%1 has a bad card</source>
        <translation>%1 har ett ogiltigt kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="341"/>
        <source>%1 is on another board</source>
        <translation>%1 finns redan på en annan bräda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="347"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>%1 kort: raden %2 har %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="357"/>
        <source>%1 of %2 cards</source>
        <translation>%1 av %2 kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="375"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>Missad hand (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="379"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>foul på klockan (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="381"/>
        <source>FOUL: %1</source>
        <translation>FOUL: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>royalty %1</source>
        <translation>royalty %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="394"/>
        <source>Legal · royalties %1</source>
        <translation>Giltig · royalties %1</translation>
    </message>
</context>
<context>
    <name>BountiesPage</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="48"/>
        <source>No bounties</source>
        <translation>Inga bounties</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="49"/>
        <source>Fixed bounty</source>
        <translation>Fast bounty</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="50"/>
        <source>Progressive knockout (PKO)</source>
        <translation>Progressiv knockout (PKO)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="51"/>
        <source>Mystery bounty</source>
        <translation>Mystery bounty</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="139"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3} · won: paid {4}, owed {5}</source>
        <translation>Bountypengar: tagna {0} = vunna {1} + i spel {2} + huset {3} · vunna: betalda {4}, skyldiga {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Head</source>
        <translation>Huvud</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Collected</source>
        <translation>Inkasserat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Knockouts</source>
        <translation>Utslagningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Entries</source>
        <translation>Inköp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Owed</source>
        <translation>Skyldigt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="177"/>
        <source>&amp;Pay bounties…</source>
        <translation>&amp;Betala bounties…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="179"/>
        <source>Hand the selected player the bounties they won and were not paid yet, with a receipt</source>
        <translation>Ge den valda spelaren de bounties som vunnits och inte betalats ännu, med kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="188"/>
        <source>Bounty &amp;format…</source>
        <translation>Bounty&amp;format…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="189"/>
        <source>Fixed, progressive or mystery bounties (Ctrl+Shift+K)</source>
        <translation>Fasta, progressiva eller mystery bounties (Ctrl+Shift+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="217"/>
        <source>The entries took {0} in bounty parts, but no format is set: set it before the first bust.</source>
        <translation>Anmälningarna tog {0} i bountydelar, men inget format är satt: sätt det före första utslagningen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="219"/>
        <source>This event pays no bounties. Set a format to record who eliminated whom with each bust.</source>
        <translation>Turneringen betalar inga bounties. Välj ett format för att ange vem som slog ut vem vid varje utslagning.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="224"/>
        <source>{0} · pool {1}: heads {2}, collected {3}</source>
        <translation>{0} · pott {1}: huvuden {2}, inkasserat {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="228"/>
        <source>envelopes left {0}</source>
        <translation>kvar i kuvert {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="231"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>Anmälningarna finansierade {0}; kuverten och de fasta delarna betalar {1}: huset lägger till {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="233"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>Anmälningarna finansierade {0}; kuverten och de fasta delarna betalar {1}: huset behåller {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>in play</source>
        <translation>i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>out</source>
        <translation>ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="252"/>
        <source>Select the player to pay first.</source>
        <translation>Välj först spelaren som ska betalas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="258"/>
        <source>Bounties paid. Print receipt {0} now?</source>
        <translation>Bounties betalda. Skriva ut kvitto {0} nu?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="260"/>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
</context>
<context>
    <name>BountyFormatDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="60"/>
        <source>Bounty format</source>
        <translation>Bountyformat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="69"/>
        <source>to the eliminator listed first</source>
        <translation>till den först angivna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="70"/>
        <source>to the bigger stack</source>
        <translation>till den större stacken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="74"/>
        <source>e.g. 5000x1, 1000x4, 200x20</source>
        <translation>t.ex. 5000x1, 1000x4, 200x20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="77"/>
        <source>from the first bust</source>
        <translation>från första utslagningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="80"/>
        <source>any level</source>
        <translation>vilken nivå som helst</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="86"/>
        <source>&amp;Format</source>
        <translation>&amp;Format</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="87"/>
        <source>PKO: &amp;paid at once</source>
        <translation>PKO: &amp;betalas direkt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="88"/>
        <source>Split pot: odd unit</source>
        <translation>Delad pott: udda enhet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="89"/>
        <source>Mystery: &amp;envelopes</source>
        <translation>Mystery: &amp;kuvert</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="90"/>
        <source>Mystery phase at players left</source>
        <translation>Mysteryfas vid spelare kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="91"/>
        <source>Mystery phase at level</source>
        <translation>Mysteryfas från nivå</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Semi-final</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Quarter-final</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Round of 16</source>
        <translation>Åttondelsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="51"/>
        <source>Round of 32</source>
        <translation>Sextondelsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="58"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="203"/>
        <source>Bust players</source>
        <translation>Slå ut spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="209"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>Stackar när handen började (större stack placerar sig högre):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="217"/>
        <source>T{0} S{1}</source>
        <translation>B{0} P{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="223"/>
        <source>Who eliminated whom (several for a split pot):</source>
        <translation>Vem slog ut vem (flera vid delad pott):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="225"/>
        <source>Who eliminated whom (optional):</source>
        <translation>Vem slog ut vem (valfritt):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="232"/>
        <source>{0} eliminated by</source>
        <translation>{0} utslagen av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="238"/>
        <source>Envelope drawn for {0}</source>
        <translation>Kuvert draget för {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="282"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>Slogs ut av: bocka för vem som slog ut {0}; turneringen betalar bounties.</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="64"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="73"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>Colour-up: {0}-markerna lämnar spel och växlas mot {1}-marker. Udda marker körs i chip race, ett kort per marker, från plats 1.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="79"/>
        <source>e.g. Table 7</source>
        <translation>t.ex. Bord 7</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="87"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>Samma frö ger samma kort (registreras)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="93"/>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="105"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="94"/>
        <source>{0} chips</source>
        <translation>{0}-marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="95"/>
        <source>Other chips (value)</source>
        <translation>Övriga marker (värde)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="106"/>
        <source>Exchanged</source>
        <translation>Växlat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="107"/>
        <source>Odd chips</source>
        <translation>Udda marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="108"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="109"/>
        <source>Wins</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="110"/>
        <source>Kept in</source>
        <translation>Kvar i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="111"/>
        <source>Chips after</source>
        <translation>Marker efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="124"/>
        <source>Run race</source>
        <translation>Kör race</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="127"/>
        <source>Record</source>
        <translation>Registrera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="129"/>
        <source>Record and print…</source>
        <translation>Registrera och skriv ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="131"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="137"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="138"/>
        <source>Seats</source>
        <translation>Platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="139"/>
        <source>Seed</source>
        <translation>Frö</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>chips</source>
        <translation>marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>other chips</source>
        <translation>övriga marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="198"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>plats {0}: {1} {2!r} är inget heltal</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="230"/>
        <source>Odd chips worth {0} → %n chip(s) of {1} raced (nearest whole chip, halves up). Seed {2}.</source>
        <translation>
            <numerusform>Udda marker värda {0} → %n marker à {1} racas (närmaste hela marker, halva uppåt). Frö {2}.</numerusform>
            <numerusform>Udda marker värda {0} → %n marker à {1} racas (närmaste hela marker, halva uppåt). Frö {2}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="241"/>
        <source>wins 1</source>
        <translation>vinner 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="242"/>
        <source>+1 chip</source>
        <translation>+1 marker</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="455"/>
        <source>Start</source>
        <translation>Starta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <source>Space</source>
        <translation>Mellanslag</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>◀ Previous</source>
        <translation>◀ Föregående</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>Left arrow</source>
        <translation>Vänsterpil</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Next ▶</source>
        <translation>Nästa ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Right arrow</source>
        <translation>Högerpil</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="126"/>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="127"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="128"/>
        <source>Restart level</source>
        <translation>Starta om nivån</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="131"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="132"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>Sekunder att lägga till (negativt: dra av)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="134"/>
        <source>Add seconds</source>
        <translation>Lägg till sekunder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Jump to selected</source>
        <translation>Hoppa till markerad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Return</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="140"/>
        <source>Table / seat (optional)</source>
        <translation>Bord / plats (valfritt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="142"/>
        <source>Call the clock</source>
        <translation>Begär klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="143"/>
        <source>Clear call</source>
        <translation>Avbryt klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="144"/>
        <source>Edit structure…</source>
        <translation>Redigera struktur…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="145"/>
        <source>Chip race…</source>
        <translation>Chip race…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="146"/>
        <source>Print structure…</source>
        <translation>Skriv ut struktur…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="148"/>
        <source>Projector</source>
        <translation>Projektor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="32"/>
        <source>Monitor for the projector</source>
        <translation>Skärm för projektorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="33"/>
        <source>Full screen</source>
        <translation>Helskärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="36"/>
        <source>Off: the projector opens as a window, handy on a laptop with one screen</source>
        <translation>Av: projektorn öppnas i ett fönster, praktiskt på en bärbar dator med en skärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="41"/>
        <source>Expected end on the projector</source>
        <translation>Väntat slut på projektorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="49"/>
        <source>Sounds</source>
        <translation>Ljud</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="161"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="162"/>
        <source>Blinds / points</source>
        <translation>Mörkar / poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="163"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="164"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="165"/>
        <source>Starts in</source>
        <translation>Börjar om</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="177"/>
        <source>Enter counts by hand</source>
        <translation>Ange antal manuellt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="179"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>För turneringar som inte följs spelare för spelare; annars räknas det från anmälningarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="187"/>
        <source>entries × starting stack</source>
        <translation>anmälningar × startstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="189"/>
        <source>Save counts</source>
        <translation>Spara antal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="215"/>
        <source>Key: {0}</source>
        <translation>Tangent: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="266"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="270"/>
        <source>Entries</source>
        <translation>Anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="271"/>
        <source>Players left</source>
        <translation>Spelare kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="272"/>
        <source>Chips in play</source>
        <translation>Marker i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="273"/>
        <source>Average stack</source>
        <translation>Snittstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="27"/>
        <source>Projector and sound</source>
        <translation>Projektor och ljud</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="57"/>
        <source>Monitor</source>
        <translation>Skärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="58"/>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="24"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="41"/>
        <source>Colour up {0}</source>
        <translation>Colour-up {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="44"/>
        <source>{0} per point</source>
        <translation>{0} per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="47"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="55"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="420"/>
        <source>EVENT OVER — the winner is known</source>
        <translation>EVENEMANGET ÄR SLUT — vinnaren är klar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="421"/>
        <source>EVENT OVER — the season has its winner</source>
        <translation>EVENEMANGET ÄR SLUT — säsongen har sin vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="422"/>
        <source>EVENT OVER — the last result is in</source>
        <translation>EVENEMANGET ÄR SLUT — sista resultatet är inlagt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="423"/>
        <source>EVENT OVER</source>
        <translation>EVENEMANGET ÄR SLUT</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="436"/>
        <source>RUNNING</source>
        <translation>PÅGÅR</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="440"/>
        <source>Next: {0}</source>
        <translation>Nästa: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="442"/>
        <source>Break in {0}</source>
        <translation>Paus om {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="456"/>
        <source>Pause</source>
        <translation>Pausa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="457"/>
        <source>Resume</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="458"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="460"/>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="497"/>
        <source>now</source>
        <translation>nu</translation>
    </message>
</context>
<context>
    <name>CountsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="61"/>
        <source>&amp;Save count</source>
        <translation>&amp;Spara räkningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="64"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="77"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="80"/>
        <source>Counts so far</source>
        <translation>Räkningar hittills</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="98"/>
        <source>Table {0}</source>
        <translation>Bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="99"/>
        <source>All players</source>
        <translation>Alla spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="105"/>
        <source>Chip leader: {0} ({1})</source>
        <translation>Chipledare: {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="107"/>
        <source>Average stack: {0}</source>
        <translation>Snittstack: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="109"/>
        <location filename="../../tdesk/ui/money/counts.py" line="149"/>
        <source>({0} BB)</source>
        <translation>({0} BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="146"/>
        <source>Seat {0}</source>
        <translation>Plats {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="173"/>
        <source>This table: {0} of {1} players counted, {2} chips</source>
        <translation>Detta bord: {0} av {1} spelare räknade, {2} marker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/counts.py" line="182"/>
        <source>Room: %n player(s) not counted yet; {0} chips in play</source>
        <translation>
            <numerusform>Salen: %n spelare har inte räknats än; {0} marker i spel</numerusform>
            <numerusform>Salen: %n spelare har inte räknats än; {0} marker i spel</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="186"/>
        <source>Room: {0} counted = {1} in play</source>
        <translation>Salen: {0} räknade = {1} i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="190"/>
        <source>Room: {0} counted, {1} in play, difference {2}</source>
        <translation>Salen: {0} räknade, {1} i spel, skillnad {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="200"/>
        <source>Type at least one player&apos;s chips.</source>
        <translation>Skriv in minst en spelares marker.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="208"/>
        <source>Saved.</source>
        <translation>Sparat.</translation>
    </message>
</context>
<context>
    <name>Day2ReviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="29"/>
        <source>Build Day 2 of {0}</source>
        <translation>Bygg dag 2 av {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="31"/>
        <source>Bagged in more than one flight: {0}. The other bags are forfeited and their chips leave play.</source>
        <translation>Påsar i mer än en flight: {0}. De andra påsarna förverkas och deras marker lämnar spelet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Plays Day 2 with</source>
        <translation>Spelar dag 2 med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="36"/>
        <source>Forfeited</source>
        <translation>Förverkat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="41"/>
        <source>Chips forfeited: {0}</source>
        <translation>Förverkade marker: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="44"/>
        <source>Likely the same person: these records&apos; names differ only by accents or case. Each plays Day 2 as a player of their own; if they are one person, cancel and merge them in the player database first.</source>
        <translation>Troligen samma person: dessa posters namn skiljer sig bara i accenter eller versaler. Var och en spelar dag 2 som egen spelare; är de en person, avbryt och slå först ihop dem i spelardatabasen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Names</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Bags</source>
        <translation>Påsar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="58"/>
        <source>&amp;Build Day 2</source>
        <translation>&amp;Bygg dag 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="72"/>
        <source>Day {0}: {1}</source>
        <translation>Dag {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="75"/>
        <source>the best stack plays</source>
        <translation>bästa stacken spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="76"/>
        <source>the first bag plays</source>
        <translation>första påsen spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="77"/>
        <source>the last bag plays</source>
        <translation>sista påsen spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="78"/>
        <source>one bag only</source>
        <translation>endast en påse</translation>
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
        <translation>Chip-chop (efter marker)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="68"/>
        <source>Note for the results sheet (optional)</source>
        <translation>Anteckning för resultatlistan (valfritt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="70"/>
        <source>&amp;Work out</source>
        <translation>&amp;Räkna ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="71"/>
        <source>Record the &amp;agreed deal…</source>
        <translation>Registrera den &amp;överenskomna dealen…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Prize by place</source>
        <translation>Pris efter placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="85"/>
        <source>&amp;Method</source>
        <translation>&amp;Metod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="89"/>
        <source>&amp;Kept back for the winner</source>
        <translation>&amp;Kvar att spela om för vinnaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="97"/>
        <source>Chips and deal amounts can be typed over.</source>
        <translation>Marker och dealbelopp kan skrivas över.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="138"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>Dealen gjorde upp bountyerna: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="140"/>
        <source>The deal settles the bounties: each player takes their own head and an equal share of the envelopes not drawn ({0}); no envelope is drawn after it: {1}</source>
        <translation>Dealen gör upp bountyerna: varje spelare tar sitt eget huvud och en lika stor del av kuverten som inte dragits ({0}); inget kuvert dras efter den: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="144"/>
        <source>The deal settles the bounties: each player takes their own head: {0}</source>
        <translation>Dealen gör upp bountyerna: varje spelare tar sitt eget huvud: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="175"/>
        <source>This satellite pays seats, so no deal: {0}</source>
        <translation>Den här satelliten betalar i platser, så ingen deal: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/deal.py" line="178"/>
        <source>A deal is worked out for 2 to {0} players; %n are left.</source>
        <translation>
            <numerusform>En deal räknas ut för 2 till {0} spelare; %n är kvar.</numerusform>
            <numerusform>En deal räknas ut för 2 till {0} spelare; %n är kvar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="211"/>
        <source>type a whole number, e.g. 25000</source>
        <translation>skriv ett heltal, t.ex. 25000</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="242"/>
        <location filename="../../tdesk/ui/money/deal.py" line="255"/>
        <source>Chips changed: work the deal out again.</source>
        <translation>Markerna har ändrats: räkna ut dealen igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="275"/>
        <source>Deal total {0} of {1} to share ({2} kept back)</source>
        <translation>Dealen totalt {0} av {1} att dela ({2} kvar att spela om)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="252"/>
        <location filename="../../tdesk/ui/money/deal.py" line="258"/>
        <source>Work the deal out first, or type every amount.</source>
        <translation>Räkna ut dealen först, eller skriv in alla belopp.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="290"/>
        <source>Record this deal as agreed by the players?</source>
        <translation>Registrera denna deal som överenskommen av spelarna?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="291"/>
        <source>Record deal</source>
        <translation>Registrera deal</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="39"/>
        <source>Deck check</source>
        <translation>Lekkontroll</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="54"/>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="63"/>
        <source>What the judge found, e.g. 2 Goblin in the deck, 3 on the list</source>
        <translation>Vad domaren fann, t.ex. 2 Goblin i leken, 3 på listan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="66"/>
        <source>Issue the linked penalty</source>
        <translation>Utdela det kopplade straffet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="75"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="76"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="77"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="78"/>
        <source>Judge</source>
        <translation>Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="79"/>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="80"/>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="111"/>
        <source>Choose the player whose deck was checked.</source>
        <translation>Välj spelaren vars lek kontrollerades.</translation>
    </message>
</context>
<context>
    <name>DecklistsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="44"/>
        <source>missing</source>
        <translation>saknas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="45"/>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="46"/>
        <source>illegal</source>
        <translation>otillåten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="55"/>
        <source>(dropped)</source>
        <translation>(utgått)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="58"/>
        <source>locked</source>
        <translation>låst</translation>
    </message>
</context>
<context>
    <name>DecklistsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="91"/>
        <source>Missing lists only</source>
        <translation>Bara saknade listor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="94"/>
        <source>Import from file…</source>
        <translation>Importera från fil…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="97"/>
        <source>Deck check…</source>
        <translation>Lekkontroll…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="114"/>
        <source>One card per line: 3 Dragon, 3x Dragon or Dragon x3; a line Sideboard starts the sideboard</source>
        <translation>Ett kort per rad: 3 Dragon, 3x Dragon eller Dragon x3; raden Sideboard inleder sidobordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="120"/>
        <source>Head judge&apos;s change</source>
        <translation>Huvuddomarens ändring</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="125"/>
        <source>Reason, written in the log</source>
        <translation>Skäl, skrivs i loggen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="127"/>
        <source>Save list</source>
        <translation>Spara listan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="184"/>
        <source>%1 of %2 lists registered, %3 missing.</source>
        <translation>%1 av %2 listor registrerade, %3 saknas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="188"/>
        <source>Locked since round 1 was paired (%1).</source>
        <translation>Låsta sedan rond 1 lottades (%1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="191"/>
        <source>This event does not require decklists (event settings).</source>
        <translation>Turneringen kräver inga decklistor (turneringens inställningar).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="200"/>
        <source>List of %1</source>
        <translation>Lista för %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="221"/>
        <source>round %1</source>
        <translation>rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="223"/>
        <source>table %1</source>
        <translation>bord %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="224"/>
        <source>Deck check, %1 (%2): %3</source>
        <translation>Lekkontroll, %1 (%2): %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="229"/>
        <source>(penalty issued)</source>
        <translation>(straff utdelat)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="237"/>
        <source>Choose a player.</source>
        <translation>Välj en spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="272"/>
        <source>Import decklists</source>
        <translation>Importera decklistor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="273"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>Textfiler (*.txt);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="284"/>
        <source>Lists imported from %1: %2.</source>
        <translation>Listor importerade från %1: %2.</translation>
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
            <numerusform>Inte importerad (%n lista); rätta den och importera igen:</numerusform>
            <numerusform>Inte importerade (%n listor); rätta dem och importera igen:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayCards</name>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="33"/>
        <source>Where do I sit?</source>
        <translation>Var sitter jag?</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="34"/>
        <source>Scan for your table and seat, the clock and the standings, live on your phone.</source>
        <translation>Skanna för ditt bord och din plats, klockan och ställningen, direkt i telefonen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="48"/>
        <source>Player screens</source>
        <translation>Spelarskärmar</translation>
    </message>
</context>
<context>
    <name>DisplayDialog</name>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="79"/>
        <source>Player screens</source>
        <translation>Spelarskärmar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="88"/>
        <source>optional: letters and digits</source>
        <translation>valfritt: bokstäver och siffror</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="91"/>
        <source>&amp;Network:</source>
        <translation>&amp;Nätverk:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="92"/>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="93"/>
        <source>Access &amp;code:</source>
        <translation>Åtkomst&amp;kod:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="107"/>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Start</source>
        <translation>&amp;Starta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="111"/>
        <source>Print &amp;table cards…</source>
        <translation>Skriv ut &amp;bordskort…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="113"/>
        <source>Four cards to a page with the address and its QR code</source>
        <translation>Fyra kort per sida med adressen och dess QR-kod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="137"/>
        <source>Every network of this computer</source>
        <translation>Alla nätverk på den här datorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="140"/>
        <source>This computer only (test)</source>
        <translation>Bara den här datorn (test)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="159"/>
        <source>Open an event first.</source>
        <translation>Öppna en turnering först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="163"/>
        <source>Access code &apos;{0}&apos;: use letters and digits only.</source>
        <translation>Åtkomstkod &apos;{0}&apos;: använd bara bokstäver och siffror.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Stop</source>
        <translation>S&amp;toppa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="196"/>
        <source>Off. Start to show the clock, seats, pairings and standings on TVs and phones on the venue network.</source>
        <translation>Av. Starta för att visa klockan, platser, lottning och ställning på tv-apparater och telefoner i lokalens nätverk.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="204"/>
        <source>On for {0}. Open this address on a TV or phone, or scan the code:</source>
        <translation>På för {0}. Öppna den här adressen på en tv eller telefon, eller skanna koden:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="209"/>
        <source>Floor tablets: {0} (each floor person&apos;s PIN: File › Staff…)</source>
        <translation>Golvplattor: {0} (varje golvansvarigs PIN-kod: Arkiv › Personal…)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="225"/>
        <source>Table cards</source>
        <translation>Bordskort</translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <location filename="../../tdesk/web/page.py" line="25"/>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="26"/>
        <source>Find me</source>
        <translation>Hitta mig</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="27"/>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="28"/>
        <source>Series</source>
        <translation>Serie</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="29"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="30"/>
        <source>Level {0}</source>
        <translation>Nivå {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="31"/>
        <source>Round {0}</source>
        <translation>Rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="32"/>
        <source>Round {0} of {1}</source>
        <translation>Rond {0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="33"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="34"/>
        <source>ante {0}</source>
        <translation>ante {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="35"/>
        <source>{0} per point</source>
        <translation>{0} per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="36"/>
        <source>Not started</source>
        <translation>Inte startad</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="37"/>
        <source>Paused</source>
        <translation>Pausad</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="38"/>
        <source>Finished</source>
        <translation>Avslutad</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="39"/>
        <source>Next level</source>
        <translation>Nästa nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="40"/>
        <source>Next break</source>
        <translation>Nästa paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="41"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="42"/>
        <source>{0} of {1}</source>
        <translation>{0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="43"/>
        <source>Average stack</source>
        <translation>Snittstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="44"/>
        <source>Prize pool</source>
        <translation>Prispott</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="45"/>
        <source>Places paid</source>
        <translation>Betalda platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="46"/>
        <source>Round ends</source>
        <translation>Ronden slutar</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="47"/>
        <source>Season winner</source>
        <translation>Säsongens vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="48"/>
        <source>The clock has not been set up yet.</source>
        <translation>Klockan är inte inställd än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="49"/>
        <source>Type part of your name</source>
        <translation>Skriv en del av ditt namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="50"/>
        <source>Type a few letters of your name; accents are not needed.</source>
        <translation>Skriv några bokstäver av ditt namn; accenter behövs inte.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="51"/>
        <source>Nobody by that name is playing. Ask at the desk.</source>
        <translation>Ingen med det namnet spelar. Fråga vid disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="52"/>
        <source>Table {0}, seat {1}</source>
        <translation>Bord {0}, plats {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="53"/>
        <source>Table {0} against {1}</source>
        <translation>Bord {0} mot {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="54"/>
        <source>Against {0}, {1}</source>
        <translation>Mot {0}, {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="55"/>
        <source>Waiting for table {0}</source>
        <translation>Väntar på bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="56"/>
        <source>Finished in place {0}</source>
        <translation>Slutade på plats {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="57"/>
        <source>Bye this round</source>
        <translation>Frirond denna rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="58"/>
        <source>Nothing to show yet.</source>
        <translation>Inget att visa än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="59"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="60"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="61"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="62"/>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="63"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="64"/>
        <source>W–L–D</source>
        <translation>V–F–O</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="65"/>
        <source>Lives</source>
        <translation>Liv</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="66"/>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="67"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="68"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="69"/>
        <source>Connection lost: reconnecting…</source>
        <translation>Anslutningen bröts: ansluter igen…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="70"/>
        <source>Page {0} of {1}</source>
        <translation>Sida {0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="71"/>
        <source>Quarter-final</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="72"/>
        <source>Semi-final</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="73"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="74"/>
        <source>Top {0}</source>
        <translation>Topp {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="75"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="76"/>
        <source>Table {0}</source>
        <translation>Bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="77"/>
        <source>HAND FOR HAND</source>
        <translation>HAND FÖR HAND</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="78"/>
        <source>Still playing: tables {0}</source>
        <translation>Spelar fortfarande: bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="79"/>
        <source>Between hands</source>
        <translation>Mellan händer</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="80"/>
        <source>Live from the tournament desk. Ask a floor person if anything looks wrong.</source>
        <translation>Direkt från turneringsdisken. Fråga en floor-person om något ser fel ut.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="83"/>
        <location filename="../../tdesk/web/page.py" line="84"/>
        <source>Seating</source>
        <translation>Placering vid borden</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="85"/>
        <source>Pairings</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="86"/>
        <source>Games</source>
        <translation>Matcher</translation>
    </message>
</context>
<context>
    <name>EliminatorPicker</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="50"/>
        <source>Eliminated by: type a name, Enter ticks it</source>
        <translation>Slogs ut av: skriv ett namn, Enter bockar för</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="55"/>
        <source>seat {0}</source>
        <translation>plats {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="56"/>
        <source>T{0} S{1}</source>
        <translation>B{0} P{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="64"/>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="103"/>
        <source>not recorded</source>
        <translation>inte angivet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="71"/>
        <source>Shares: equal; or the parts won, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>Andelar: lika; eller delarna som vanns, t.ex. 3000 : 1500 eller 2/3 1/3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="122"/>
        <source>Shares of {0}&apos;s bounty &quot;{1}&quot;: give {2} parts above 0, one per eliminator in the order ticked, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>Andelar av {0}s bounty &quot;{1}&quot;: ange {2} delar över 0, en per eliminerande spelare i den ordning de kryssades, t.ex. 3000 : 1500 eller 2/3 1/3</translation>
    </message>
</context>
<context>
    <name>EnvelopeBox</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="164"/>
        <source>drawn by tdesk</source>
        <translation>dras av tdesk</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>Edit event</source>
        <translation>Redigera turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>New event</source>
        <translation>Ny turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="99"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>Turneringens typ kan inte ändras när den väl har skapats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="111"/>
        <source>Its settings, clock structure, fees, payouts, bounty format, tables and break order are copied; its players and results are not.</source>
        <translation>Dess inställningar, klockans struktur, avgifter, utbetalningar, bountyformat, bord och brytordning kopieras; dess spelare och resultat gör det inte.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="117"/>
        <source>&amp;Start from:</source>
        <translation>&amp;Utgå från:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="119"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="120"/>
        <source>&amp;Kind:</source>
        <translation>&amp;Typ:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="121"/>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="122"/>
        <source>&amp;Venue:</source>
        <translation>&amp;Plats:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="124"/>
        <source>&amp;Flight of:</source>
        <translation>&amp;Flight av:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="127"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="159"/>
        <source>(a new event of its own)</source>
        <translation>(en ny egen turnering)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="198"/>
        <source>(no flight: an event of its own)</source>
        <translation>(ingen flight: en egen turnering)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="235"/>
        <source>Prizes:</source>
        <translation>Priser:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="247"/>
        <source>P&amp;rizes…</source>
        <translation>P&amp;riser…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="249"/>
        <source>CG-Z1: a prize for each place or range of places, printed beside the place on the final standings</source>
        <translation>CG-Z1: ett pris för varje placering eller intervall av placeringar, tryckt bredvid placeringen i slutställningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="259"/>
        <source>(no prizes listed)</source>
        <translation>(inga priser angivna)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="302"/>
        <source>One card name per line</source>
        <translation>Ett kortnamn per rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="328"/>
        <source>%1 %2: must be from %3 to %4</source>
        <translation>%1 %2: måste vara från %3 till %4</translation>
    </message>
</context>
<context>
    <name>ExtensionDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="169"/>
        <source>Extra time — round %1</source>
        <translation>Extra tid — rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="175"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="180"/>
        <source>Deck check, a long ruling…</source>
        <translation>Leklistekontroll, ett långt beslut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="183"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="184"/>
        <source>&amp;Minutes</source>
        <translation>&amp;Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="185"/>
        <source>&amp;Judge</source>
        <translation>&amp;Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="186"/>
        <source>&amp;Reason</source>
        <translation>&amp;Orsak</translation>
    </message>
</context>
<context>
    <name>FlightsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="81"/>
        <source>&amp;Bag survivors</source>
        <translation>&amp;Påsa de kvarvarande</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Flight</source>
        <translation>Flight</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Entries</source>
        <translation>Anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Left</source>
        <translation>Kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Bagged</source>
        <translation>Påsade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="86"/>
        <source>Build &amp;Day 2</source>
        <translation>Bygg &amp;dag 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="115"/>
        <source>This event is no flight and has none. Make an event a flight of this one in its event dialog (Flight of).</source>
        <translation>Turneringen är ingen flight och har inga. Gör en turnering till en flight av denna i dess turneringsdialog (Flight av).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="129"/>
        <source>Day {0}: {1} of {2} players left</source>
        <translation>Dag {0}: {1} av {2} spelare kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="132"/>
        <source>plays down to {0}</source>
        <translation>spelas ner till {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="134"/>
        <source>{0} bagged, {1} chips</source>
        <translation>{0} påsade, {1} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="138"/>
        <source>No stop set: bag when the floor ends the flight.</source>
        <translation>Inget stopp satt: påsa när floor avslutar flighten.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="141"/>
        <source>Stop reached: the survivors are bagged.</source>
        <translation>Stoppet nått: de kvarvarande har påsat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="142"/>
        <source>Stop reached: bag the survivors.</source>
        <translation>Stoppet nått: påsa de kvarvarande.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="145"/>
        <source>Still playing: the stop is not reached yet.</source>
        <translation>Spelet pågår: stoppet är inte nått än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="167"/>
        <source>Table {0} seat {1}</source>
        <translation>Bord {0} plats {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="200"/>
        <source>%n of {0} player(s) counted, {1} chips</source>
        <translation>
            <numerusform>%n av {0} spelare räknad, {1} marker</numerusform>
            <numerusform>%n av {0} spelare räknade, {1} marker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="206"/>
        <source>Chips in play {0} · bagged {1} · difference {2}</source>
        <translation>Marker i spel {0} · i påsar {1} · skillnad {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="212"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} paid</source>
        <translation>Hela turneringen: {0} anmälningar · prispott {1} · {2} betalda</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="214"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n plats</numerusform>
            <numerusform>%n platser</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="216"/>
        <source>Day {0}</source>
        <translation>Dag {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="219"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>Dag 2: {0} spelare · {1} marker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="224"/>
        <source>%n flight(s) still to bag</source>
        <translation>
            <numerusform>%n flight kvar att påsa</numerusform>
            <numerusform>%n flighter kvar att påsa</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="225"/>
        <source>Every flight is bagged: build Day 2.</source>
        <translation>Alla flighter är påsade: bygg dag 2.</translation>
    </message>
</context>
<context>
    <name>GamesTable</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>final</source>
        <translation>klart</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>waiting</source>
        <translation>väntar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="64"/>
        <source>STOP: admin decides</source>
        <translation>STOPP: admin beslutar</translation>
    </message>
</context>
<context>
    <name>HandDoneDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="72"/>
        <source>Table {0}: hand done</source>
        <translation>Bord {0}: handen klar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="74"/>
        <source>Tick the players out in this hand (Space), with the stack each started the hand with; none ticked: nobody is out.</source>
        <translation>Bocka för spelarna som slogs ut i handen (mellanslag), med stacken var och en hade när handen började; ingen förbockad: ingen är ute.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="81"/>
        <source>{0} (seat {1})</source>
        <translation>{0} (plats {1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="99"/>
        <source>Envelope drawn for {0}</source>
        <translation>Kuvert draget för {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="145"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>Utslagen av: bocka för vem som slog ut {0}; turneringen betalar bounties.</translation>
    </message>
</context>
<context>
    <name>HandForHandPanel</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="172"/>
        <source>&amp;Next hand</source>
        <translation>&amp;Nästa hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="173"/>
        <source>Deal the next hand at every table (Ctrl+Shift+N)</source>
        <translation>Dela nästa hand vid alla bord (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="175"/>
        <source>Hand &amp;done…</source>
        <translation>Handen &amp;klar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="176"/>
        <source>The chosen table has finished the hand: report its busts (Ctrl+Shift+D)</source>
        <translation>Det valda bordet har spelat klart handen: rapportera de utslagna (Ctrl+Shift+D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="232"/>
        <source>&amp;Hand for hand</source>
        <translation>&amp;Hand för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="233"/>
        <source>Play one hand at a time at every table (HFH-1, Ctrl+H)</source>
        <translation>Spela en hand i taget vid alla bord (HFH-1, Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="235"/>
        <source>Hand for hand: off</source>
        <translation>Hand för hand: av</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="237"/>
        <source>%n player(s) from the money: start hand for hand (HFH-1).</source>
        <translation>
            <numerusform>%n spelare från pengarna: starta hand för hand (HFH-1).</numerusform>
            <numerusform>%n spelare från pengarna: starta hand för hand (HFH-1).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="241"/>
        <source>&amp;End hand for hand</source>
        <translation>&amp;Avsluta hand för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="242"/>
        <source>Back to normal play (Ctrl+H)</source>
        <translation>Tillbaka till vanligt spel (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="244"/>
        <source>HAND FOR HAND · hand {0} · still playing: {1}</source>
        <translation>HAND FÖR HAND · hand {0} · spelar fortfarande: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="247"/>
        <source>HAND FOR HAND · between hands ({0} dealt): the clock stands</source>
        <translation>HAND FÖR HAND · mellan händer ({0} utdelade): klockan står</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="259"/>
        <source>Table {0}: playing</source>
        <translation>Bord {0}: spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="261"/>
        <source>nobody out</source>
        <translation>ingen ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="262"/>
        <source>Table {0}: done ({1})</source>
        <translation>Bord {0}: klar ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="264"/>
        <source>Table {0}</source>
        <translation>Bord {0}</translation>
    </message>
</context>
<context>
    <name>HostBanner</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_banner.py" line="28"/>
        <source>Lost the host at {0} — showing the last state, read-only; reconnecting…</source>
        <translation>Tappade värden på {0} — visar senaste läget, skrivskyddat; ansluter igen…</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="51"/>
        <source>Host this event on the venue network</source>
        <translation>Var värd för evenemanget på lokalens nätverk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="53"/>
        <source>This laptop becomes the venue&apos;s host: the store moves into tdesk&apos;s own database server, and the other laptops join it with the code below (File › Join an event on the venue network). Keep this laptop on and tdesk open all night.</source>
        <translation>Den här datorn blir lokalens värd: lagret flyttas in i tdesks egen databasserver, och de andra datorerna ansluter med koden nedan (Arkiv › Anslut till ett evenemang på lokalens nätverk). Håll datorn på och tdesk öppet hela kvällen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="60"/>
        <source>&amp;Network:</source>
        <translation>&amp;Nätverk:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="68"/>
        <source>Address:</source>
        <translation>Adress:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="69"/>
        <source>Join code:</source>
        <translation>Anslutningskod:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="107"/>
        <source>Every network of this laptop</source>
        <translation>Alla nätverk på den här datorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="110"/>
        <source>This laptop only (test)</source>
        <translation>Bara den här datorn (test)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="130"/>
        <source>This window&apos;s store is already on a database server ({0}): open the event&apos;s own file to host it.</source>
        <translation>Fönstrets lager ligger redan på en databasserver ({0}): öppna evenemangets egen fil för att vara värd för det.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="136"/>
        <source>Starting the venue server…</source>
        <translation>Startar lokalens server…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="157"/>
        <source>Stop hosting: save the night to a file</source>
        <translation>Avsluta värdskapet: spara kvällen i en fil</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="158"/>
        <source>tdesk stores (*.db)</source>
        <translation>tdesk-lager (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Stop hosting…</source>
        <translation>&amp;Avsluta värdskapet…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Start hosting</source>
        <translation>&amp;Starta värdskapet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="197"/>
        <source>Not hosting. Start to share this store&apos;s events with the other laptops on the venue network.</source>
        <translation>Inte värd. Starta för att dela lagrets evenemang med de andra datorerna på lokalens nätverk.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="208"/>
        <source>Hosting. %n row(s) of the store moved into the venue database. On each other laptop: File › Join an event on the venue network, then type this code (or scan it).</source>
        <translation>
            <numerusform>Värd. %n rad i lagret flyttades till lokalens databas. På varje annan dator: Arkiv › Anslut till ett evenemang på lokalens nätverk, skriv sedan den här koden (eller skanna den).</numerusform>
            <numerusform>Värd. %n rader i lagret flyttades till lokalens databas. På varje annan dator: Arkiv › Anslut till ett evenemang på lokalens nätverk, skriv sedan den här koden (eller skanna den).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="212"/>
        <source>Hosting the venue database as the last night left it (this laptop&apos;s file was not moved in). On each other laptop: File › Join an event on the venue network, then type this code.</source>
        <translation>Värd för lokalens databas så som förra körningen lämnade den (datorns fil flyttades inte in). På varje annan dator: Arkiv › Anslut till ett evenemang på lokalens nätverk, skriv sedan den här koden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="228"/>
        <source>Standby copy attached at {0}:{1}, {2} s and {3} behind: every action waits until it is on both laptops.</source>
        <translation>Reservkopia ansluten på {0}:{1}, {2} s och {3} efter: varje åtgärd väntar tills den finns på båda datorerna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="235"/>
        <source>The standby copy at {0}:{1} is lost: actions are on this laptop only until a standby attaches again (File › Keep a standby copy… on the second laptop).</source>
        <translation>Reservkopian på {0}:{1} har förlorats: åtgärderna finns bara på den här datorn tills en reservkopia ansluter igen (Arkiv › Håll en reservkopia… på den andra datorn).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="241"/>
        <source>No standby copy attached. A second laptop can keep a live copy of this night: File › Keep a standby copy… there.</source>
        <translation>Ingen reservkopia ansluten. En andra dator kan hålla en levande kopia av kvällen: Arkiv › Håll en reservkopia… där.</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="60"/>
        <source>Detect</source>
        <translation>Identifiera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="61"/>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="62"/>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8 med BOM</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="63"/>
        <source>UTF-16 (spreadsheet Unicode text)</source>
        <translation>UTF-16 (Unicode-text från kalkylblad)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="64"/>
        <source>Windows-1252 / Latin-1 (Western European)</source>
        <translation>Windows-1252 / Latin-1 (västeuropeisk)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="65"/>
        <source>Mac Roman (Western European, older Macs)</source>
        <translation>Mac Roman (västeuropeisk, äldre Mac)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="66"/>
        <source>CP850 (Western European, DOS)</source>
        <translation>CP850 (västeuropeisk, DOS)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="67"/>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251 (kyrilliska)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="68"/>
        <source>KOI8-R (Cyrillic)</source>
        <translation>KOI8-R (kyrilliska)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="69"/>
        <source>CP866 (Cyrillic, DOS)</source>
        <translation>CP866 (kyrilliska, DOS)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>ISO-8859-5 (Cyrillic)</source>
        <translation>ISO-8859-5 (kyrilliska)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="71"/>
        <source>Mac Cyrillic (older Macs)</source>
        <translation>Mac Cyrillic (kyrilliska, äldre Mac)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="72"/>
        <source>GBK / GB18030 (Chinese, simplified)</source>
        <translation>GBK / GB18030 (kinesiska, förenklad)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="73"/>
        <source>Big5 (Chinese, traditional)</source>
        <translation>Big5 (kinesiska, traditionell)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="74"/>
        <source>Shift-JIS / Windows-932 (Japanese)</source>
        <translation>Shift-JIS / Windows-932 (japansk)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="75"/>
        <source>EUC-KR (Korean)</source>
        <translation>EUC-KR (koreanska)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="98"/>
        <source>Import players — {0}</source>
        <translation>Importera spelare — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="144"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="320"/>
        <source>&amp;Import</source>
        <translation>&amp;Importera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="148"/>
        <source>&amp;Close</source>
        <translation>&amp;Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="155"/>
        <source>&amp;Encoding:</source>
        <translation>&amp;Teckenkodning:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="177"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Kan inte läsa {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="189"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="190"/>
        <source>Reading {0}…</source>
        <translation>Läser {0}…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="215"/>
        <source>Read as {0}, as chosen.</source>
        <translation>Läst som {0}, enligt valet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="217"/>
        <source>Read as {0}: detected, {1} % sure.</source>
        <translation>Läst som {0}: identifierad, {1} % säker.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>commas</source>
        <translation>kommatecken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>semicolons</source>
        <translation>semikolon</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>tabs</source>
        <translation>tabbar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="220"/>
        <source>vertical bars</source>
        <translation>lodstreck</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="222"/>
        <source>Values separated by {0}.</source>
        <translation>Värdena avgränsas med {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="242"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the file also reads as {0}. Check the names below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;Osäker på teckenkodningen:&lt;/b&gt; filen går också att läsa som {0}. Kontrollera namnen nedan innan du importerar; ser de fel ut, välj teckenkodning ovan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="245"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the names read clearly in no encoding tdesk knows. Check them below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;Osäker på teckenkodningen:&lt;/b&gt; namnen går inte att läsa tydligt i någon teckenkodning som tdesk känner till. Kontrollera dem nedan innan du importerar; ser de fel ut, välj teckenkodning ovan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="255"/>
        <source>The names read right: import them as {0}</source>
        <translation>Namnen ser rätt ut: importera dem som {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Line</source>
        <translation>Rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Person</source>
        <translation>Person</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="268"/>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="294"/>
        <source>The table shows {0} of the {1} rows, every refused row among them.</source>
        <translation>Tabellen visar {0} av de {1} raderna, alla avvisade rader bland dem.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="300"/>
        <source>&lt;b&gt;The file cannot be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Filen kan inte importeras:&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="303"/>
        <source>%n player(s) ready to import</source>
        <translation>
            <numerusform>%n spelare redo att importeras</numerusform>
            <numerusform>%n spelare redo att importeras</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="304"/>
        <source>(read as {0}).</source>
        <translation>(läst som {0}).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="308"/>
        <source>&lt;b&gt;%n row(s) refused&lt;/b&gt; (red); nothing is imported until the file is fixed, or you leave them out below:</source>
        <translation>
            <numerusform>&lt;b&gt;%n rad avvisad&lt;/b&gt; (röd); inget importeras förrän filen är rättad, eller tills du utesluter den nedan:</numerusform>
            <numerusform>&lt;b&gt;%n rader avvisade&lt;/b&gt; (röda); inget importeras förrän filen är rättad, eller tills du utesluter dem nedan:</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="312"/>
        <source>&lt;b&gt;No row can be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;Ingen rad kan importeras:&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="315"/>
        <source>Import the %n accepted player(s)</source>
        <translation>
            <numerusform>Importera %n godkänd spelare</numerusform>
            <numerusform>Importera %n godkända spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="316"/>
        <source>and leave out the %n refused row(s)</source>
        <translation>
            <numerusform>och utesluta %n avvisad rad</numerusform>
            <numerusform>och utesluta %n avvisade rader</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="319"/>
        <source>&amp;Import %n player(s)</source>
        <translation>
            <numerusform>&amp;Importera %n spelare</numerusform>
            <numerusform>&amp;Importera %n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="342"/>
        <source>&lt;b&gt;%n row(s) may be people already in the player database&lt;/b&gt; (amber): choose the person or New person in the Person column.</source>
        <translation>
            <numerusform>&lt;b&gt;%n rad kan vara en person som redan finns i spelardatabasen&lt;/b&gt; (gul): välj personen eller Ny person i kolumnen Person.</numerusform>
            <numerusform>&lt;b&gt;%n rader kan vara personer som redan finns i spelardatabasen&lt;/b&gt; (gula): välj personen eller Ny person i kolumnen Person.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="344"/>
        <source>Lines: {0}</source>
        <translation>Rader: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="347"/>
        <source>&lt;b&gt;{0} is chosen for lines {1}:&lt;/b&gt; one person plays an event once.</source>
        <translation>&lt;b&gt;{0} är vald för raderna {1}:&lt;/b&gt; en person spelar ett event en gång.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="353"/>
        <source>Take the single person for each other spelling (%n row(s))</source>
        <translation>
            <numerusform>Ta den enda personen för varje annan stavning (%n rad)</numerusform>
            <numerusform>Ta den enda personen för varje annan stavning (%n rader)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="357"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="429"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>Återkommande personer: {0}; nya personer: {1}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="361"/>
        <source>%n returning person(s) keep their own rating over the file&apos;s (see the Person column&apos;s tooltip).</source>
        <translation>
            <numerusform>%n återkommande person behåller sin egen rating i stället för filens (se kolumnen Persons verktygstips).</numerusform>
            <numerusform>%n återkommande personer behåller sin egen rating i stället för filens (se kolumnen Persons verktygstips).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="387"/>
        <source>Importing %n player(s)…</source>
        <translation>
            <numerusform>Importerar %n spelare…</numerusform>
            <numerusform>Importerar %n spelare…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="424"/>
        <source>%n player(s) imported.</source>
        <translation>
            <numerusform>%n spelare importerad.</numerusform>
            <numerusform>%n spelare importerade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="426"/>
        <source>%n refused row(s) left out.</source>
        <translation>
            <numerusform>%n avvisad rad utelämnad.</numerusform>
            <numerusform>%n avvisade rader utelämnade.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="450"/>
        <source>&lt;b&gt;Import cancelled:&lt;/b&gt; nothing was saved.</source>
        <translation>&lt;b&gt;Importen avbröts:&lt;/b&gt; inget sparades.</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="47"/>
        <source>Join an event on the venue network</source>
        <translation>Anslut till ett evenemang på lokalens nätverk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="49"/>
        <source>Pick the host below, or type its address where it is not listed (some networks block the announcement), then type the join code the host shows.</source>
        <translation>Välj värden nedan, eller skriv dess adress om den inte syns (vissa nätverk blockerar annonseringen), skriv sedan anslutningskoden som värden visar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="59"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>t.ex. 192.168.1.20 (tomt: kodens)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="62"/>
        <source>e.g. 37U6-WUV3-WMV7-9DJY-8SQ</source>
        <translation>t.ex. 37U6-WUV3-WMV7-9DJY-8SQ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="66"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adress:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="67"/>
        <source>Join &amp;code:</source>
        <translation>Anslutnings&amp;kod:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>&amp;Anslut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="78"/>
        <source>Hosts on this network:</source>
        <translation>Värdar på det här nätverket:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="109"/>
        <source>{0} — {1}:{2} (tdesk {3})</source>
        <translation>{0} — {1}:{2} (tdesk {3})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="115"/>
        <source>No host heard yet: the list fills as hosts answer; type the address if yours never shows.</source>
        <translation>Ingen värd hörd än: listan fylls när värdar svarar; skriv adressen om din aldrig dyker upp.</translation>
    </message>
</context>
<context>
    <name>JudgeCallDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="71"/>
        <source>Judge call — round %1</source>
        <translation>Domarsamtal — rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="78"/>
        <source>What the judge ruled</source>
        <translation>Vad domaren beslutade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="80"/>
        <source>Issue &amp;penalty…</source>
        <translation>Ge &amp;straff…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="83"/>
        <source>No penalty</source>
        <translation>Inget straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="91"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="92"/>
        <source>None</source>
        <translation>Ingen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="93"/>
        <source>Extra time for this table, given with the call</source>
        <translation>Extra tid för detta bord, given med tillkallandet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="96"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="97"/>
        <source>&amp;Judge</source>
        <translation>&amp;Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="98"/>
        <source>&amp;Ruling</source>
        <translation>B&amp;eslut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="99"/>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="100"/>
        <source>E&amp;xtra time</source>
        <translation>E&amp;xtra tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call: %1</source>
        <translation>Domarsamtal: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call</source>
        <translation>Domarsamtal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="139"/>
        <source>Penalty #%1 linked</source>
        <translation>Straff nr %1 kopplat</translation>
    </message>
</context>
<context>
    <name>JudgeCallsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="234"/>
        <source>&amp;Judge call… (Ctrl+J)</source>
        <translation>&amp;Domarsamtal… (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="237"/>
        <source>E&amp;xtra time… (Ctrl+T)</source>
        <translation>E&amp;xtra tid… (Ctrl+T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="246"/>
        <source>Judge calls and extra time:</source>
        <translation>Domarsamtal och extra tid:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="292"/>
        <source>%1  Table %2 — judge call, %3: %4</source>
        <translation>%1  Bord %2 — domarsamtal, %3: %4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="296"/>
        <source>(penalty #%1)</source>
        <translation>(straff nr %1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="300"/>
        <source>%1  Table %2 — +%3 min, %4: %5</source>
        <translation>%1  Bord %2 — +%3 min, %4: %5</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="327"/>
        <source>Table %1: +%2 min</source>
        <translation>Bord %1: +%2 min</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="63"/>
        <source>Late entry</source>
        <translation>Sen anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="70"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="71"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>Placeras vid bordet med minst spelare, på en slumpvis ledig plats (TDA-S1).</translation>
    </message>
</context>
<context>
    <name>LeagueBoard</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="102"/>
        <source>Schedule</source>
        <translation>Schema</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="144"/>
        <source>Games: heads-up, starting stack {0}, blinds up every {2} minutes from {3} (HU-B1), no ante. {1} lives a player.</source>
        <translation>Partier: heads-up, startstack {0}, mörkarna höjs var {2}:e minut från {3} (HU-B1), ingen ante. {1} liv per spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="150"/>
        <source>{0}: no round paired yet</source>
        <translation>{0}: ingen rond lottad än</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="154"/>
        <source>{0} — round {1}</source>
        <translation>{0} — rond {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="156"/>
        <source>(template {0})</source>
        <translation>(mall {0})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="158"/>
        <source>season winner: {0}</source>
        <translation>säsongens vinnare: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/clock_tab.py" line="162"/>
        <source>{0}. {1} — %n game(s)</source>
        <translation>
            <numerusform>{0}. {1} — %n parti</numerusform>
            <numerusform>{0}. {1} — %n partier</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="175"/>
        <source>No more scheduled games this round</source>
        <translation>Inga fler schemalagda partier i ronden</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="178"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="189"/>
        <source>{0} – {1}: conflict, the admins decide</source>
        <translation>{0} – {1}: konflikt, admin beslutar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="179"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="190"/>
        <source>{0} – {1}: waiting for reports</source>
        <translation>{0} – {1}: väntar på rapporter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="182"/>
        <source>Next games: {0}</source>
        <translation>Nästa partier: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="203"/>
        <source>Round ended</source>
        <translation>Ronden är slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="207"/>
        <source>Cut-off passed</source>
        <translation>Stopptiden har passerat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="208"/>
        <source>until the cut-off, {0}</source>
        <translation>till stopptiden, {0}</translation>
    </message>
</context>
<context>
    <name>LeagueClockTab</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="289"/>
        <source>Open &amp;projector (F5)</source>
        <translation>Öppna &amp;projektor (F5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="292"/>
        <source>Edit structure… (E)</source>
        <translation>Redigera struktur… (E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="326"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="338"/>
        <source>tdesk projector</source>
        <translation>tdesk projektor</translation>
    </message>
</context>
<context>
    <name>LeaguePrint</name>
    <message>
        <location filename="../../tdesk/print/league.py" line="48"/>
        <source>Lives</source>
        <extracomment>Short column heads for the 13 criteria, printed through translate(&quot;LeaguePrint&quot;, …).</extracomment>
        <translation>Liv</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="49"/>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="50"/>
        <source>Won played</source>
        <translation>Vunna spelade</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="51"/>
        <source>Forfeit losses</source>
        <translation>Förluster på walkover</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="52"/>
        <source>Opp. won (played)</source>
        <translation>Motst. vunna (spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="53"/>
        <source>Opp. lives (played)</source>
        <translation>Motst. liv (spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="54"/>
        <source>Opp. won (all)</source>
        <translation>Motst. vunna (alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="55"/>
        <source>Opp. lives (all)</source>
        <translation>Motst. liv (alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="56"/>
        <source>Opp. won played (played)</source>
        <translation>Motst. spelade vinster (spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="57"/>
        <source>Opp. forfeits (played)</source>
        <translation>Motst. walkover (spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="58"/>
        <source>Opp. won played (all)</source>
        <translation>Motst. spelade vinster (alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="59"/>
        <source>Opp. forfeits (all)</source>
        <translation>Motst. walkover (alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="60"/>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>final</source>
        <translation>klart</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>waiting</source>
        <translation>väntar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="74"/>
        <source>stop: admins decide</source>
        <translation>stopp: admin beslutar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="83"/>
        <source>Slots: {0}</source>
        <translation>Tider: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="85"/>
        <source>Cut-off: {0}</source>
        <translation>Stopptid: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Slot</source>
        <translation>Tid nr</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="96"/>
        <source>No games in this round.</source>
        <translation>Inga partier i den här ronden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="102"/>
        <source>Bye (no game, no life lost): {0}</source>
        <translation>Frirond (inget parti, inget liv förloras): {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="104"/>
        <source>Slot: the earliest time both players marked good, else good and possible, else possible for both (HU-D2). Players may agree another time; report your own result: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>Tid: den tidigaste tid båda markerat som bra, annars bra och möjlig, annars möjlig för båda (HU-D2). Spelarna får komma överens om en annan tid; rapportera ditt eget resultat: 1 vann, 0 förlorade, - inte spelat, + motståndaren kom inte.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="116"/>
        <source>Season winner: {0}</source>
        <translation>Säsongens vinnare: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="127"/>
        <source>* the criterion that ranks the player below the one above (HU-K1). † no lives left. Forfeit losses (4, 10, 12): fewer is better; all other criteria: more is better.</source>
        <translation>* kriteriet som placerar spelaren under den ovanför (HU-K1). † inga liv kvar. Walkoverförluster (4, 10, 12): färre är bättre; alla andra kriterier: fler är bättre.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="186"/>
        <source>Round {0} pairings</source>
        <extracomment>Points each side of a criterion&apos;s cell: the figures are short, their heads need the room. Where a head may break: between words, and between any two Chinese characters.</extracomment>
        <translation>Lottning rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="187"/>
        <source>Template {0}</source>
        <translation>Mall {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="196"/>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/league.py" line="197"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>Efter %n rond</numerusform>
            <numerusform>Efter %n ronder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueRanking</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="38"/>
        <source>Lives</source>
        <translation>Liv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="39"/>
        <source>Won</source>
        <translation>Vunna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="40"/>
        <source>Won
played</source>
        <translation>Vunna
spelade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="41"/>
        <source>Forfeit
losses</source>
        <translation>Walkover-
förluster</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="42"/>
        <source>Opp. won
(played)</source>
        <translation>Motst. vunna
(spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="43"/>
        <source>Opp. lives
(played)</source>
        <translation>Motst. liv
(spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="44"/>
        <source>Opp. won
(all)</source>
        <translation>Motst. vunna
(alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="45"/>
        <source>Opp. lives
(all)</source>
        <translation>Motst. liv
(alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="46"/>
        <source>Opp. won played
(played)</source>
        <translation>Motst. spelade vinster
(spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="47"/>
        <source>Opp. forfeits
(played)</source>
        <translation>Motst. walkover
(spelade)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="48"/>
        <source>Opp. won played
(all)</source>
        <translation>Motst. spelade vinster
(alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="49"/>
        <source>Opp. forfeits
(all)</source>
        <translation>Motst. walkover
(alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="50"/>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="53"/>
        <source>Lives (more is better)</source>
        <translation>Liv (fler är bättre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="54"/>
        <source>Won games, played and by forfeit</source>
        <translation>Vunna partier, spelade och på walkover</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="55"/>
        <source>Won played games</source>
        <translation>Vunna spelade partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="56"/>
        <source>Forfeit losses (fewer is better)</source>
        <translation>Walkoverförluster (färre är bättre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="57"/>
        <source>Sum of won games of played opponents</source>
        <translation>Summa vunna partier för spelade motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="58"/>
        <source>Sum of lives of played opponents</source>
        <translation>Summa liv för spelade motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="59"/>
        <source>Sum of won games of all opponents</source>
        <translation>Summa vunna partier för alla motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="60"/>
        <source>Sum of lives of all opponents</source>
        <translation>Summa liv för alla motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="61"/>
        <source>Sum of won played games of played opponents</source>
        <translation>Summa spelade vinster för spelade motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="62"/>
        <source>Sum of forfeit losses of played opponents (fewer is better)</source>
        <translation>Summa walkoverförluster för spelade motståndare (färre är bättre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="63"/>
        <source>Sum of won played games of all opponents</source>
        <translation>Summa spelade vinster för alla motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="64"/>
        <source>Sum of forfeit losses of all opponents (fewer is better)</source>
        <translation>Summa walkoverförluster för alla motståndare (färre är bättre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="65"/>
        <source>Seed (higher is better)</source>
        <translation>Seed (högre är bättre)</translation>
    </message>
</context>
<context>
    <name>LeagueText</name>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="36"/>
        <source>{0} — round {1}</source>
        <translation>{0} — rond {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="38"/>
        <source>(template {0})</source>
        <translation>(mall {0})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="41"/>
        <source>Slots:</source>
        <translation>Tider:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="44"/>
        <source>Cut-off: {0}</source>
        <translation>Stopptid: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="50"/>
        <source>slot {0}: {1}</source>
        <translation>tid {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="56"/>
        <source>Bye: {0}</source>
        <translation>Frirond: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="57"/>
        <source>Report your own result after the game: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>Rapportera ditt eget resultat efter partiet: 1 vann, 0 förlorade, - inte spelat, + motståndaren kom inte.</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>When</source>
        <translation>När</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Action</source>
        <translation>Åtgärd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>Seed</source>
        <translation>Frö</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="144"/>
        <source>{0}
by {1} at station {2}</source>
        <translation>{0}
av {1} vid station {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="151"/>
        <source>undone</source>
        <translation>ångrad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="153"/>
        <source>this station</source>
        <translation>den här stationen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="154"/>
        <source>a player&apos;s phone</source>
        <translation>en spelares telefon</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="155"/>
        <source>a floor tablet</source>
        <translation>en golvplatta</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="194"/>
        <source>&amp;Undo this action…</source>
        <translation>Å&amp;ngra den här åtgärden…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="197"/>
        <source>Undo the selected action, even one done at another station (asks first). Ctrl+Z undoes only this station&apos;s own actions.</source>
        <translation>Ångra den markerade åtgärden, även en som gjorts vid en annan station (frågar först). Ctrl+Z ångrar bara den här stationens egna åtgärder.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="200"/>
        <source>Undo this action…</source>
        <translation>Ångra den här åtgärden…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/log_tab.py" line="251"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n åtgärd</numerusform>
            <numerusform>%n åtgärder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="281"/>
        <source>someone</source>
        <translation>någon</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="282"/>
        <source>this station</source>
        <translation>den här stationen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="283"/>
        <source>a player&apos;s phone</source>
        <translation>en spelares telefon</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="284"/>
        <source>a floor tablet</source>
        <translation>en golvplatta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="285"/>
        <source>station {0}</source>
        <translation>station {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="287"/>
        <source>Undo “{0}”, done by {1} at {2} ({3})?

Everything it changed is put back as it was; if later actions changed the same rows, nothing is undone and you are told.</source>
        <translation>Ångra ”{0}”, gjord av {1} {2} ({3})?

Allt den ändrade återställs som det var; om senare åtgärder ändrat samma rader ångras ingenting och du får veta varför.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="290"/>
        <source>Undo this action</source>
        <translation>Ångra åtgärden</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="291"/>
        <source>Undo it</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="298"/>
        <source>Undone: {0}</source>
        <translation>Ångrat: {0}</translation>
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
        <translation>Turnering som visas i alla flikar (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="71"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="74"/>
        <source>&amp;Event:</source>
        <translation>&amp;Turnering:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="87"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;Inga turneringar ännu&lt;/h2&gt;&lt;p&gt;Skapa en med &lt;b&gt;Arkiv › Ny turnering…&lt;/b&gt; (Ctrl+N), eller kör &lt;code&gt;tdesk demo&lt;/code&gt; för att utforska en demodatabas.&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="144"/>
        <source>&amp;File</source>
        <translation>&amp;Arkiv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="145"/>
        <source>&amp;New event…</source>
        <translation>&amp;Ny turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="146"/>
        <source>&amp;Edit event…</source>
        <translation>&amp;Redigera turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="148"/>
        <source>&amp;Delete event…</source>
        <translation>&amp;Ta bort turnering…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="150"/>
        <source>Switch &amp;event</source>
        <translation>&amp;Byt turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="152"/>
        <source>&amp;Open store…</source>
        <translation>&amp;Öppna databas…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="153"/>
        <source>&amp;Back up store…</source>
        <translation>&amp;Säkerhetskopiera databas…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="155"/>
        <source>&amp;Restore from backup…</source>
        <translation>&amp;Återställ från säkerhetskopia…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="158"/>
        <source>&amp;Import players…</source>
        <translation>&amp;Importera spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="160"/>
        <source>E&amp;xport players…</source>
        <translation>E&amp;xportera spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="162"/>
        <source>Player &amp;database…</source>
        <translation>Spelar&amp;databas…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="165"/>
        <source>&amp;Walk-in…</source>
        <translation>&amp;Walk-in…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="169"/>
        <source>Export ra&amp;ting list…</source>
        <translation>Exportera ra&amp;nkinglista…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="172"/>
        <source>&amp;Series…</source>
        <translation>&amp;Serier…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="173"/>
        <source>&amp;Print</source>
        <translation>Skriv &amp;ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="174"/>
        <source>Player &amp;screens…</source>
        <translation>Spelar&amp;skärmar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="176"/>
        <source>&amp;Host this event on the venue network…</source>
        <translation>&amp;Var värd för evenemanget på lokalens nätverk…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="178"/>
        <source>&amp;Join an event on the venue network…</source>
        <translation>&amp;Anslut till ett evenemang på lokalens nätverk…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="180"/>
        <source>Keep a standb&amp;y copy…</source>
        <translation>Håll en reservkop&amp;ia…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="182"/>
        <source>Sta&amp;ff…</source>
        <translation>Pers&amp;onal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="185"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="187"/>
        <source>&amp;Edit</source>
        <translation>&amp;Redigera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="188"/>
        <location filename="../../tdesk/ui/main_window.py" line="525"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="190"/>
        <location filename="../../tdesk/ui/main_window.py" line="528"/>
        <source>&amp;Redo</source>
        <translation>&amp;Gör om</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="193"/>
        <source>Floor &amp;staff name…</source>
        <translation>&amp;Namn på floorpersonal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="195"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="196"/>
        <source>&amp;Rules reference</source>
        <translation>&amp;Regelreferens</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="198"/>
        <source>&amp;About tdesk</source>
        <translation>&amp;Om tdesk</translation>
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
        <translation>Den här fliken kunde inte öppnas; de andra flikarna fungerar och det som sparats är säkert.

{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="409"/>
        <source>Delete the event “{0}” with its {1} players and everything recorded for it?

Edit › Undo can bring it back.</source>
        <translation>Ta bort turneringen ”{0}” med dess {1} spelare och allt som registrerats för den?

Redigera › Ångra kan ta tillbaka den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="411"/>
        <location filename="../../tdesk/ui/main_window.py" line="412"/>
        <source>Delete event</source>
        <translation>Ta bort turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="420"/>
        <source>Open store</source>
        <translation>Öppna databas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="421"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>tdesk-databaser (*.db *.sqlite);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="439"/>
        <source>The store {0} is on a network file system ({1}). SQLite&apos;s locking does not hold there: two computers, or two programs, writing to it can damage it.

Keep the store on this computer&apos;s own disk (File › Back up store, then open the copy), or use PostgreSQL for several stations.</source>
        <translation>Databasen {0} ligger på ett nätverksfilsystem ({1}). SQLites låsning håller inte där: om två datorer, eller två program, skriver till den kan den skadas.

Håll databasen på den här datorns egen disk (Arkiv › Säkerhetskopiera databas, öppna sedan kopian), eller använd PostgreSQL för flera stationer.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="443"/>
        <source>Store on a network drive</source>
        <translation>Databasen på en nätverksenhet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="452"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced the store file {0} while tdesk had it open.

tdesk saves nothing more to it: open the store again (File › Open store…). Close that program while tdesk runs.</source>
        <translation>Ett annat program (en databasläsare, ett säkerhetskopieringsskript eller sqlite3-skalet) tog bort eller ersatte databasfilen {0} medan tdesk hade den öppen.

tdesk sparar inget mer i den: öppna databasen igen (Arkiv › Öppna databas…). Stäng det programmet medan tdesk körs.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="458"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced {0} while tdesk had the store open.

tdesk opened the store&apos;s files again: everything it reported as saved is in the store. An action refused just now was not saved; do it again.

Close that program while tdesk runs, and make copies with File › Back up store….</source>
        <translation>Ett annat program (en databasläsare, ett säkerhetskopieringsskript eller sqlite3-skalet) tog bort eller ersatte {0} medan tdesk hade databasen öppen.

tdesk öppnade databasens filer igen: allt som tdesk rapporterade som sparat finns i databasen. En åtgärd som nyss nekades sparades inte; gör den igen.

Stäng det programmet medan tdesk körs, och gör kopior med Arkiv › Säkerhetskopiera databas….</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="465"/>
        <source>Another program on the store</source>
        <translation>Ett annat program ändrade databasens filer</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>Back up store</source>
        <translation>Säkerhetskopiera databas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="485"/>
        <source>Backup written to {0}</source>
        <translation>Säkerhetskopia sparad i {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="506"/>
        <source>Automatic backup failed: {0}</source>
        <translation>Automatisk säkerhetskopiering misslyckades: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="512"/>
        <source>Undone: {0}</source>
        <translation>Ångrat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="518"/>
        <source>Redone: {0}</source>
        <translation>Gjort om: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="524"/>
        <source>&amp;Undo {0}</source>
        <translation>&amp;Ångra {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="527"/>
        <source>&amp;Redo {0}</source>
        <translation>&amp;Gör om {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="548"/>
        <source>Store: {0}</source>
        <translation>Databas: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="549"/>
        <source>(not set)</source>
        <translation>(inte angivet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="550"/>
        <source>Staff: {0}</source>
        <translation>Personal: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="551"/>
        <source>rev {0}</source>
        <translation>rev {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="572"/>
        <source>Demo floor</source>
        <translation>Floorpersonal (demo)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="594"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Turneringsdisk för pokerturneringar (MTT), Open Face Chinese, heads-up-ligor och kortspelsturneringar enligt schweizersystemet.&lt;br&gt;&lt;br&gt;Databas: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="596"/>
        <source>About tdesk</source>
        <translation>Om tdesk</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="332"/>
        <source>Merge into {0} (#{1})</source>
        <translation>Slå ihop med {0} (#{1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>No.</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Events</source>
        <translation>Turneringar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="339"/>
        <source>Last event</source>
        <translation>Senaste turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="343"/>
        <source>&amp;Merge</source>
        <translation>&amp;Slå ihop</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="349"/>
        <source>The duplicate&apos;s events move to {0} (#{1}, {2}); the duplicate is then gone. Undo reverses it.</source>
        <translation>Dubblettens turneringar flyttas till {0} (#{1}, {2}); dubbletten försvinner sedan. Ångra återställer det.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="391"/>
        <source>Choose the duplicate in the list.</source>
        <translation>Välj dubbletten i listan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="403"/>
        <source>Merge the duplicate #{0} into #{1}?</source>
        <translation>Slå ihop dubbletten #{0} med #{1}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="405"/>
        <source>Duplicate: {0}</source>
        <translation>Dubblett: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="406"/>
        <source>Kept: {0}</source>
        <translation>Behålls: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="407"/>
        <source>The events and ratings of #{0} move to #{1}, and #{0} is removed from the player database.</source>
        <translation>Turneringarna och ratingarna för #{0} flyttas till #{1}, och #{0} tas bort ur spelardatabasen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/dialog.py" line="434"/>
        <source>#{0} {1} ({2}); %n event(s): {3}; ratings: {4}</source>
        <translation>
            <numerusform>#{0} {1} ({2}); %n turnering: {3}; ratingar: {4}</numerusform>
            <numerusform>#{0} {1} ({2}); %n turneringar: {3}; ratingar: {4}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="440"/>
        <source>{0} (#{1}) was changed by another station after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>{0} (#{1}) ändrades av en annan station efter att sammanslagningen begärdes; inget slogs ihop. Kontrollera båda posterna och slå sedan ihop igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="443"/>
        <source>{0} (#{1}) was changed by {2} at {3} after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>{0} (#{1}) ändrades av {2} kl. {3} efter att sammanslagningen begärdes; inget slogs ihop. Kontrollera båda posterna och slå sedan ihop igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge people</source>
        <translation>Slå ihop personer</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge</source>
        <translation>Slå ihop</translation>
    </message>
</context>
<context>
    <name>MoneySummary</name>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="45"/>
        <source>%n to the money</source>
        <translation>
            <numerusform>%n kvar till pengarna</numerusform>
            <numerusform>%n kvar till pengarna</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="47"/>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>#{0}: {1}</source>
        <translation>#{0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>PLAYERS</source>
        <translation>SPELARE</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>{0} of {1}</source>
        <translation>{0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="56"/>
        <source>AVG STACK</source>
        <translation>SNITTSTACK</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="57"/>
        <source>PRIZE POOL</source>
        <translation>PRISPOTT</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="58"/>
        <source>PLACES PAID</source>
        <translation>BETALDA PLATSER</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>NEXT PAY JUMP</source>
        <translation>NÄSTA PRISSTEG</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="71"/>
        <source>Prize pool {0}</source>
        <translation>Prispott {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="72"/>
        <source>%n place(s) paid</source>
        <translation>
            <numerusform>%n betald plats</numerusform>
            <numerusform>%n betalda platser</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="76"/>
        <source>Next pay jump {0}</source>
        <translation>Nästa prissteg {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="77"/>
        <source>{0} of {1} left</source>
        <translation>{0} av {1} kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="79"/>
        <source>Average stack {0}</source>
        <translation>Snittstack {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="81"/>
        <source>Chip leader {0} ({1})</source>
        <translation>Chipledare {0} ({1})</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="72"/>
        <source>&amp;Payments</source>
        <translation>&amp;Betalningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="73"/>
        <source>Pa&amp;youts</source>
        <translation>&amp;Utbetalningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="74"/>
        <source>&amp;Chip counts</source>
        <translation>&amp;Markräkning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="75"/>
        <source>&amp;Deal</source>
        <translation>&amp;Deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="76"/>
        <source>&amp;Results</source>
        <translation>&amp;Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="77"/>
        <source>&amp;Flights</source>
        <translation>&amp;Flighter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="78"/>
        <source>B&amp;ounties</source>
        <translation>B&amp;ounties</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="89"/>
        <source>Set the bounty &amp;format…</source>
        <translation>Ange bounty&amp;format…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="141"/>
        <source>Prize pool {0} · {1} of {2} left · {3} paid</source>
        <translation>Prispott {0} · {1} av {2} kvar · {3} betalas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/tab.py" line="143"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n plats</numerusform>
            <numerusform>%n platser</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="145"/>
        <source>overlay {0}</source>
        <translation>overlay {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="147"/>
        <source>registration closed</source>
        <translation>registreringen stängd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="159"/>
        <source>The entries took {0} in bounty parts but the event has no bounty format: busts wait until it is set, so each bounty is paid to whoever wins it.</source>
        <translation>Anmälningarna tog {0} i bountydelar men eventet har inget bountyformat: utslagningar väntar tills det är satt, så att varje bounty betalas till den som vinner den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="190"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s — open it.</source>
        <translation>Flighter betalar inget: prisen är {0}s — öppna den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="191"/>
        <source>&amp;Open {0}</source>
        <translation>&amp;Öppna {0}</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="140"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>Finalbord med fem spelare: knappen står över given (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="151"/>
        <source>&amp;Table:</source>
        <translation>&amp;Bord:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="152"/>
        <source>Dealt &amp;out:</source>
        <translation>&amp;Står över:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="153"/>
        <source>&amp;Level:</source>
        <translation>&amp;Nivå:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="180"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>Rensa kort (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="183"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>Ångra inmatning (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="38"/>
        <source>Correction of hand %1</source>
        <translation>Rättelse av hand %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="39"/>
        <source>Refused:</source>
        <translation>Avvisas:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="40"/>
        <source>No card changed yet: correct the cards, then apply.</source>
        <translation>Inget kort har ändrats ännu: rätta korten och tillämpa sedan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Stack now</source>
        <translation>Stack nu</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Correction</source>
        <translation>Rättelse</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Stack after</source>
        <translation>Stack efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="43"/>
        <source>No stack changes.</source>
        <translation>Ingen stack ändras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="44"/>
        <source>Later hands settled again with the corrected stacks (OFC-S3): %1</source>
        <translation>Senare händer avräknade på nytt med de rättade stackarna (OFC-S3): %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="46"/>
        <source>Hand %1 corrected, with the stacks it began with</source>
        <translation>Hand %1 rättad, med stackarna den började med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="91"/>
        <source>Correct… (Ctrl+Shift+R)</source>
        <translation>Rätta… (Ctrl+Shift+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="93"/>
        <source>Correct the cards of the hand picked in the history: the difference is posted as one action</source>
        <translation>Rätta korten i handen som valts i historiken: skillnaden bokförs som en åtgärd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="123"/>
        <source>Only the cards are corrected here: the players, their order, the penalty marks and the level stay as the hand stored them. Put a penalty right in the penalty log, the rest by undoing back to the hand.</source>
        <translation>Här rättas bara korten: spelarna, deras ordning, straffmarkeringarna och nivån står kvar som handen sparade dem. Rätta ett straff i straffloggen och resten genom att ångra tillbaka till handen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="148"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="206"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>Tillämpa på turneringen (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="151"/>
        <source>Apply correction (Ctrl+Return)</source>
        <translation>Tillämpa rättelsen (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="154"/>
        <source>Correcting hand %1: change its cards, then apply. Ctrl+L leaves it as it was.</source>
        <translation>Rättar hand %1: ändra korten och tillämpa sedan. Ctrl+L lämnar den som den var.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="163"/>
        <source>Nothing to apply yet: %1</source>
        <translation>Inget att tillämpa än: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="164"/>
        <source>complete the hand&apos;s cards.</source>
        <translation>fyll i handens kort.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="177"/>
        <source>Hand %1 corrected: Edit › Undo (Ctrl+Z) takes it back.</source>
        <translation>Hand %1 rättad: Redigera › Ångra (Ctrl+Z) tar tillbaka den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="216"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>Öppna igen (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="220"/>
        <source>&amp;History:</source>
        <translation>&amp;Historik:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="297"/>
        <source>Royalties: %1</source>
        <translation>Royalties: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="355"/>
        <source>— nobody —</source>
        <translation>— ingen —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="364"/>
        <source>Choose players by hand</source>
        <translation>Välj spelare manuellt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="367"/>
        <source>Table %1 (%2 players)</source>
        <translation>Bord %1 (%2 spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="368"/>
        <source>Table %1 (%2 players), button %3</source>
        <translation>Bord %1 (%2 spelare), knapp %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="20"/>
        <source>%1 has won the event: no more hands.</source>
        <translation>%1 har vunnit turneringen: inga fler händer.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="22"/>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1: bord %2 plats %3 → bord %4 plats %5</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="29"/>
        <source>Table %1 cannot deal with %2 players (OFC-T1): make the pending moves in the Seating tab.</source>
        <translation>Bord %1 kan inte ge med %2 spelare (OFC-T1): gör de väntande flyttarna under fliken Placering vid borden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="33"/>
        <source>Table %1 has one player, %2: move them. The calculator waits for the pending moves (Seating tab): %3</source>
        <translation>Bord %1 har en spelare, %2: flytta spelaren. Kalkylatorn väntar på de väntande flyttarna (fliken Placering vid borden): %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="37"/>
        <source>Table %1 has one player, %2: set the button at table(s) %3 in the Seating tab, so the balancing moves can be made.</source>
        <translation>Bord %1 har en spelare, %2: sätt knappen vid bord %3 under fliken Placering vid borden, så att balanseringsflyttarna kan göras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="41"/>
        <source>Table %1 has one player, %2: move them (Seating tab).</source>
        <translation>Bord %1 har en spelare, %2: flytta spelaren (fliken Placering vid borden).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="68"/>
        <source> · table %1</source>
        <translation> · bord %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="69"/>
        <source> · not applied</source>
        <translation> · ej tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="70"/>
        <source> · corrected</source>
        <translation> · rättad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="415"/>
        <source>Click a row, then cards below</source>
        <translation>Klicka på en rad, sedan på korten nedan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="418"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="532"/>
        <source>board %1</source>
        <translation>bräda %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="419"/>
        <source>Cards go to: %1, %2</source>
        <translation>Korten går till: %1, %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="480"/>
        <source>%1 chips a point</source>
        <translation>%1 marker per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="487"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="563"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>Välj en OFC-turnering för att använda kalkylatorn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="497"/>
        <source>Pick at least two players (first position first).</source>
        <translation>Välj minst två spelare (första position först).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="501"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>På två brädor: %1 — rätta korten först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="505"/>
        <source>Waiting for cards — %1</source>
        <translation>Väntar på kort — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="545"/>
        <source>applied</source>
        <translation>tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="546"/>
        <source>tutorial, not applied</source>
        <translation>övning, ej tillämpad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="547"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>Visar sparad hand %1 (%2) med stackarna den började med. Ändra ett kort eller rensa för att börja en ny hand.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="560"/>
        <source>A stored hand is shown: change a card or Clear to start a new hand.</source>
        <translation>En sparad giv visas: ändra ett kort eller rensa för att börja en ny giv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="22"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>Par (poäng som den förste vinner av den andre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="23"/>
        <source>Net</source>
        <translation>Netto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="24"/>
        <source>chips a point</source>
        <translation>marker per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="25"/>
        <source>Settlement in position order</source>
        <translation>Avräkning i positionsordning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="26"/>
        <source>nothing owed</source>
        <translation>inget att betala</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="27"/>
        <source>of</source>
        <translation>av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="28"/>
        <source>Stacks</source>
        <translation>Stackar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="29"/>
        <source>Eliminated</source>
        <translation>Utslagna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="30"/>
        <source>place %1</source>
        <translation>plats %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>top</source>
        <translation>topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>middle</source>
        <translation>mitten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>bottom</source>
        <translation>botten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>scoop</source>
        <translation>scoop</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>royalties</source>
        <translation>royalties</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>penalties</source>
        <translation>straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>total</source>
        <translation>totalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="62"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 är skyldig %2 %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="88"/>
        <source>All 52 cards are on the boards.</source>
        <translation>Alla 52 kort ligger på brädorna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="89"/>
        <source>Cards on no board: %1</source>
        <translation>Kort utanför brädorna: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="99"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 missade handen: endast straff (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="102"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>båda foulade: inga poäng (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="104"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>%1 foulade: betalar 6 plus royalties (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="107"/>
        <source>scoop (OFC-P2)</source>
        <translation>scoop (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="114"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>överhoppad: %1 är ute (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="116"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>överhoppad: taket för %1 är förbrukat (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="118"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>stoppad av taket för %1 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="120"/>
        <source>paid in full</source>
        <translation>betalt i sin helhet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="122"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 är utslagen (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PaymentsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="98"/>
        <source>Type a name</source>
        <translation>Skriv ett namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="106"/>
        <source>&amp;Take payment</source>
        <translation>&amp;Ta betalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="108"/>
        <source>Entries for &amp;everyone unpaid…</source>
        <translation>Avgift för &amp;alla obetalda…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="109"/>
        <source>&amp;Walk-in… (F9)</source>
        <translation>&amp;Walk-in… (F9)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="111"/>
        <source>A new or returning player: money, seat and ticket in one step, one undo</source>
        <translation>En ny eller återkommande spelare: pengar, plats och biljett i ett steg, en ångra</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="115"/>
        <source>&amp;Player</source>
        <translation>&amp;Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="116"/>
        <source>&amp;Kind</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="117"/>
        <source>&amp;Method</source>
        <translation>&amp;Betalsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="118"/>
        <source>Price</source>
        <translation>Pris</translation>
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
        <translation>80 mm kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="129"/>
        <source>Print rece&amp;ipt</source>
        <translation>Skriv ut kv&amp;itto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="130"/>
        <source>The selected payment&apos;s receipt; a reprint is marked copy</source>
        <translation>Den valda betalningens kvitto; en ny utskrift märks kopia</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Method</source>
        <translation>Betalsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="136"/>
        <source>Receipt</source>
        <translation>Kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Chips bought</source>
        <translation>Köpta marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Stack</source>
        <translation>Stack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="151"/>
        <source>Payments</source>
        <translation>Betalningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="153"/>
        <source>Payments, newest first</source>
        <translation>Betalningar, nyaste först</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="154"/>
        <source>Players: paid and chips</source>
        <translation>Spelare: betalt och marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="235"/>
        <source>{0} ({1} prize pool + {2} fee + {3} bounty) for {4} chips</source>
        <translation>{0} ({1} till prispotten + {2} avgift + {3} bounty) för {4} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="310"/>
        <source>Player {0}: no such player in this event</source>
        <translation>Spelare {0}: ingen sådan spelare i turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="329"/>
        <source>{0} is back in: table {1}, seat {2}</source>
        <translation>{0} är tillbaka: bord {1}, plats {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="330"/>
        <source>{0} is in: table {1}, seat {2}</source>
        <translation>{0} är med: bord {1}, plats {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="341"/>
        <source>Take an entry from every registered player who has not paid yet?</source>
        <translation>Ta avgift av alla anmälda spelare som inte har betalat än?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="342"/>
        <source>Take entries</source>
        <translation>Ta avgifter</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="35"/>
        <source>Standard (by entries)</source>
        <translation>Standard (efter antal inköp)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="36"/>
        <source>Curve, 15% paid</source>
        <translation>Kurva, 15 % betalas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="37"/>
        <source>Curve, 10% paid, top-heavy</source>
        <translation>Kurva, 10 % betalas, topptung</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="38"/>
        <source>Top three 50/30/20</source>
        <translation>Topp tre 50/30/20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="39"/>
        <source>Winner takes all</source>
        <translation>Vinnaren tar allt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Prize pool</source>
        <translation>Prispott</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Collected</source>
        <translation>Insamlat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Added money</source>
        <translation>Tillagda pengar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Overlay</source>
        <translation>Overlay</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Fees</source>
        <translation>Avgifter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Entries</source>
        <translation>Inköp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Places paid</source>
        <translation>Betalda platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="71"/>
        <source>Percents typed by hand</source>
        <translation>Procent inskrivna för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="73"/>
        <source>e.g. 50 30 20</source>
        <translation>t.ex. 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="74"/>
        <source>&amp;Use this structure</source>
        <translation>&amp;Använd denna struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="75"/>
        <source>&amp;Fees and terms…</source>
        <translation>&amp;Avgifter och villkor…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="76"/>
        <source>&amp;Close registration…</source>
        <translation>&amp;Stäng registreringen…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="79"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="85"/>
        <source>&amp;Satellite…</source>
        <translation>&amp;Satellit…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="88"/>
        <source>Pay this event in seats to another event</source>
        <translation>Betala den här turneringen i platser till en annan turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>% of pool</source>
        <translation>% av potten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="99"/>
        <source>Paid to</source>
        <translation>Betalt till</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="149"/>
        <source>(locked)</source>
        <translation>(låst)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="152"/>
        <source>Structure in use: {0}</source>
        <translation>Struktur som används: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="154"/>
        <source>Structure {0} set aside: this satellite pays in seats</source>
        <translation>Strukturen {0} åsidosatt: den här satelliten betalar i platser</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/payouts.py" line="185"/>
        <source>%n player(s) already finished in the money; a new structure changes their prizes too. Use it?</source>
        <translation>
            <numerusform>%n spelare har redan slutat på en prisplats; en ny struktur ändrar även deras pris. Använda den?</numerusform>
            <numerusform>%n spelare har redan slutat på prisplatser; en ny struktur ändrar även deras priser. Använda den?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="187"/>
        <location filename="../../tdesk/ui/money/payouts.py" line="209"/>
        <source>Change the payouts</source>
        <translation>Ändra utbetalningarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="208"/>
        <source>Registration is closed and the places paid were fixed at {0}; this structure pays {1}. Use it?</source>
        <translation>Anmälan är stängd och antalet betalda platser låstes vid {0}; den här strukturen betalar {1}. Använda den?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="220"/>
        <source>Close registration? No more entries or re-entries are taken and the places paid are fixed.</source>
        <translation>Stänga registreringen? Inga fler inköp eller re-entries tas emot och antalet betalda platser låses.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="222"/>
        <source>Close registration</source>
        <translation>Stäng registreringen</translation>
    </message>
</context>
<context>
    <name>PdfPages</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="63"/>
        <source>PDF file not found: {0}</source>
        <translation>PDF-filen hittades inte: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="84"/>
        <source>No PDF renderer: install poppler-utils (pdftoppm) to preview PDFs.</source>
        <translation>Ingen PDF-visare: installera poppler-utils (pdftoppm) för att förhandsgranska PDF-filer.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="87"/>
        <source>There is no page {0}.</source>
        <translation>Det finns ingen sida {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="94"/>
        <source>Page {0} could not be rendered.</source>
        <translation>Sidan {0} kunde inte visas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="115"/>
        <source>pdftoppm failed on page {0}: {1}</source>
        <translation>pdftoppm misslyckades med sidan {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="175"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>Förhandsgranska utskrift</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="204"/>
        <source>◀ Previous</source>
        <translation>◀ Föregående</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="208"/>
        <source>Next ▶</source>
        <translation>Nästa ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="209"/>
        <source>Zoom out</source>
        <translation>Zooma ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Zoom in</source>
        <translation>Zooma in</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Print…</source>
        <translation>Skriv ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Save as…</source>
        <translation>Spara som…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="216"/>
        <source>Open in viewer</source>
        <translation>Öppna i visare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="217"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="301"/>
        <source>Page {0} of {1}</source>
        <translation>Sida {0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="312"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>Den här datorn kan inte visa PDF-sidor (installera poppler-utils). Du kan ändå spara PDF-filen eller öppna den i en annan visare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="357"/>
        <source>Print {0}</source>
        <translation>Skriv ut {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Printing…</source>
        <translation>Skriver ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="390"/>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <source>The printer could not be started.</source>
        <translation>Skrivaren kunde inte startas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="410"/>
        <source>Save PDF</source>
        <translation>Spara PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-filer (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="409"/>
        <source>Could not save {0}: {1}</source>
        <translation>Kunde inte spara {0}: {1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="118"/>
        <source>rescinded by {0}: {1}</source>
        <translation>upphävt av {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>served</source>
        <translation>avtjänat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>sitting out</source>
        <translation>sitter över</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="123"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>väntande: spelarens nästa hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="125"/>
        <source>applied with OFC hand {0}</source>
        <translation>tillämpat med OFC-hand {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="127"/>
        <source>head judge agreed</source>
        <translation>huvuddomaren godkände</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="138"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="209"/>
        <source>Player (Ctrl+F)</source>
        <translation>Spelare (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="217"/>
        <source>Show rescinded</source>
        <translation>Visa upphävda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="220"/>
        <source>Show linked</source>
        <translation>Visa länkade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="261"/>
        <source>&amp;Issue penalty…</source>
        <translation>Utdela &amp;straff…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="263"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert eller Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="264"/>
        <source>&amp;Rescind…</source>
        <translation>&amp;Upphäv…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="266"/>
        <source>Mark &amp;served</source>
        <translation>Markera a&amp;vtjänat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="268"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D; Ctrl+Shift+D räknar en hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="269"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 &amp;hand avtjänad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="274"/>
        <source>Round </source>
        <translation>Rond </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="275"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>&amp;Kontroll vid matchslut (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="283"/>
        <source>Penalty:</source>
        <translation>Straff:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="284"/>
        <source>Round:</source>
        <translation>Rond:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="285"/>
        <source>Judge:</source>
        <translation>Domare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="339"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="358"/>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="436"/>
        <source>{0} shown</source>
        <translation>{0} visas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="437"/>
        <source>%n penalty(ies) in the log</source>
        <translation>
            <numerusform>%n straff i loggen</numerusform>
            <numerusform>%n straff i loggen</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="457"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>Välj ett straff för att se spelarens historik</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="462"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — straff i denna turnering: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="467"/>
        <source>R{0} </source>
        <translation>R{0} </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="469"/>
        <source> (rescinded)</source>
        <translation> (upphävt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="473"/>
        <source>Notes: {0}</source>
        <translation>Anteckningar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="556"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>Ackumulering vid slutet av rond {0}: {1} straff registrerade (PEN-4).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="559"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>Slutet av rond {0}: ingen har tre straff av samma grad för olika förseelser (PEN-4).</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="67"/>
        <source>Issue penalty</source>
        <translation>Utdela straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="85"/>
        <source>Type part of a name</source>
        <translation>Skriv en del av ett namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="106"/>
        <source>Other — type the reason below</source>
        <translation>Annat — skriv orsaken nedan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="125"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="129"/>
        <source>During a game</source>
        <translation>Under ett parti</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="130"/>
        <source>Between games</source>
        <translation>Mellan partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="131"/>
        <source>Between matches</source>
        <translation>Mellan matcher</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="133"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>Tillämpa förlusten på nästa parti/match (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="135"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>Huvuddomaren godkände denna avvikelse (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="151"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>Domarens namn (fylls i från Redigera › Namn på floorpersonal)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="167"/>
        <source>&amp;Player:</source>
        <translation>&amp;Spelare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="170"/>
        <source>&amp;Infraction:</source>
        <translation>&amp;Förseelse:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="171"/>
        <source>&amp;Reason:</source>
        <translation>&amp;Orsak:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="172"/>
        <source>Pe&amp;nalty:</source>
        <translation>S&amp;traff:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="175"/>
        <source>R&amp;ound:</source>
        <translation>&amp;Rond:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="176"/>
        <source>&amp;When:</source>
        <translation>&amp;När:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="186"/>
        <source>Players at the &amp;table:</source>
        <translation>Spelare vid &amp;bordet:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="188"/>
        <source>Other &amp;active players:</source>
        <translation>Andra &amp;aktiva spelare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="190"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>Gäller spelarens nästa hand: OFC-kalkylatorn markerar det på spelarens bräda, och när handen tillämpas kopplas straffet till den och poängen avräknas (OFC-X1..X3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="197"/>
        <source>&amp;Judge:</source>
        <translation>&amp;Domare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="198"/>
        <source>No&amp;tes:</source>
        <translation>Anteckn&amp;ingar:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="211"/>
        <source>What will be recorded:</source>
        <translation>Detta registreras:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="278"/>
        <source>What the penalty is for</source>
        <translation>Vad straffet gäller</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>History: </source>
        <translation>Historik: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>…{0} more; </source>
        <translation>…{0} till; </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="326"/>
        <source>No earlier penalties in this event.</source>
        <translation>Inga tidigare straff i denna turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="331"/>
        <source>Choose a player.</source>
        <translation>Välj en spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="338"/>
        <source>Recommended: {0}</source>
        <translation>Rekommenderat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="343"/>
        <source>Type the reason for the penalty.</source>
        <translation>Skriv orsaken till bestraffningen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="352"/>
        <source>Effect: {0}</source>
        <translation>Effekt: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="367"/>
        <source>{0} counts in round {1} (PEN-2).</source>
        <translation>{0} räknas i rond {1} (PEN-2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="370"/>
        <source>Give the round: a {0} counts in a round (PEN-2).</source>
        <translation>Ange ronden: {0} räknas i en viss rond (PEN-2).</translation>
    </message>
</context>
<context>
    <name>PeopleDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="77"/>
        <source>Player database</source>
        <translation>Spelardatabas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="81"/>
        <source>Search by name (accents and case ignored)</source>
        <translation>Sök på namn (accenter och versaler spelar ingen roll)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Events</source>
        <translation>Turneringar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Last event</source>
        <translation>Senaste turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Penalties</source>
        <translation>Bestraffningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="96"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Redigera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="97"/>
        <source>&amp;Merge…</source>
        <translation>&amp;Slå ihop…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="98"/>
        <source>&amp;Print history…</source>
        <translation>Skriv &amp;ut historik…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="100"/>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="101"/>
        <source>&amp;Import…</source>
        <translation>&amp;Importera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="164"/>
        <source>Shown: {0}</source>
        <translation>Visas: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="172"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="174"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>Flaggad för ratingdatabasen (PEN-6):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="186"/>
        <source>contact: {0}</source>
        <translation>kontakt: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="188"/>
        <source>notes: {0}</source>
        <translation>anteckningar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="196"/>
        <source>{0} of {1}</source>
        <translation>{0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="198"/>
        <source>lives: {0}</source>
        <translation>liv: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>Print history</source>
        <translation>Skriv ut historik</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="241"/>
        <source>Include contact and notes in the file? They are private: include them only for a file that stays with the organiser.</source>
        <translation>Ta med kontakt och anteckningar i filen? De är privata: ta bara med dem i en fil som stannar hos arrangören.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <location filename="../../tdesk/ui/people/dialog.py" line="244"/>
        <source>Export player database</source>
        <translation>Exportera spelardatabasen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <source>Include them</source>
        <translation>Ta med dem</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="245"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="253"/>
        <source>Exported: {0}</source>
        <translation>Exporterade: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="256"/>
        <source>Import player database</source>
        <translation>Importera spelardatabas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="257"/>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="264"/>
        <source>{0} new, {1} matched people already there.</source>
        <translation>{0} nya, {1} fanns redan och matchades.</translation>
    </message>
</context>
<context>
    <name>PersonChoices</name>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>Choose…</source>
        <translation>Välj…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>New person</source>
        <translation>Ny person</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="154"/>
        <source>Spelled otherwise in the player database: choose the person or New person.</source>
        <translation>Stavas annorlunda i spelardatabasen: välj personen eller Ny person.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="156"/>
        <source>%n people of this name in the player database: choose one or New person.</source>
        <translation>
            <numerusform>%n person med detta namn i spelardatabasen: välj en eller Ny person.</numerusform>
            <numerusform>%n personer med detta namn i spelardatabasen: välj en eller Ny person.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="164"/>
        <source>Keeps {0} (the file says {1}).</source>
        <translation>Behåller {0} (filen säger {1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="177"/>
        <source>Click to choose another person or New person.</source>
        <translation>Klicka för att välja en annan person eller Ny person.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="193"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n event</numerusform>
            <numerusform>%n event</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="200"/>
        <source>Latest events: {0}</source>
        <translation>Senaste event: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="202"/>
        <source>Rating: {0}</source>
        <translation>Rating: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="204"/>
        <source>Spelled otherwise in the player database.</source>
        <translation>Stavas annorlunda i spelardatabasen.</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="278"/>
        <source>Edit person</source>
        <translation>Redigera person</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="294"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="295"/>
        <source>&amp;Country:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="296"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="297"/>
        <source>C&amp;ontact (private):</source>
        <translation>K&amp;ontakt (privat):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="298"/>
        <source>No&amp;tes:</source>
        <translation>Anteckn&amp;ingar:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>is not a whole number</source>
        <translation>är inget heltal</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../tdesk/web/phones.py" line="47"/>
        <source>My match</source>
        <translation>Min match</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="48"/>
        <source>This code is not valid here. Ask at the desk.</source>
        <translation>Koden gäller inte här. Fråga vid disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="49"/>
        <source>Type the code from your pairing slip</source>
        <translation>Skriv koden från din lottningslapp</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="50"/>
        <source>Show my match</source>
        <translation>Visa min match</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="54"/>
        <source>This page was out of date, so nothing was sent to the desk. Your page as it is now is below: check it and try again.</source>
        <translation>Sidan var inaktuell, så inget skickades till disken. Din sida som den ser ut nu finns nedan: kontrollera den och försök igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="25"/>
        <source>Round {0}, table {1}</source>
        <translation>Rond {0}, bord {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="26"/>
        <source>My game</source>
        <translation>Mitt parti</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="27"/>
        <source>The first round has not been paired yet.</source>
        <translation>Första ronden är inte lottad än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="28"/>
        <source>Round {0}: you have a bye (no game, no life lost).</source>
        <translation>Rond {0}: du har bye (inget parti, inget liv förlorat).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="29"/>
        <source>You have no game in round {0}.</source>
        <translation>Du har inget parti i rond {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="30"/>
        <source>Round {0}, game {1}</source>
        <translation>Rond {0}, parti {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="31"/>
        <location filename="../../tdesk/web/phone_swiss.py" line="30"/>
        <source>Against {0}</source>
        <translation>Mot {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="32"/>
        <source>Your game&apos;s time: {0}</source>
        <translation>Tid för ditt parti: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="33"/>
        <source>I won (1)</source>
        <translation>Jag vann (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="34"/>
        <source>I lost (0)</source>
        <translation>Jag förlorade (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="35"/>
        <source>Not played (-)</source>
        <translation>Inte spelat (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="36"/>
        <source>Opponent did not show (+)</source>
        <translation>Motståndaren kom inte (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="37"/>
        <source>Report your game</source>
        <translation>Rapportera ditt parti</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="38"/>
        <source>Your report: {0}</source>
        <translation>Din rapport: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="39"/>
        <source>won (1)</source>
        <translation>vinst (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="40"/>
        <source>lost (0)</source>
        <translation>förlust (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="41"/>
        <source>won, your opponent did not show (+)</source>
        <translation>vinst, motståndaren kom inte (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="42"/>
        <source>lost by forfeit (-)</source>
        <translation>förlust på walkover (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="43"/>
        <source>Your game&apos;s outcome: {0}</source>
        <translation>Ditt partis utfall: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="44"/>
        <source>Your reports conflict: the admins decide this game.</source>
        <translation>Era rapporter går isär: administratörerna avgör partiet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="45"/>
        <source>Round {0} has ended.</source>
        <translation>Rond {0} är avslutad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="46"/>
        <source>Reporting from phones is closed: tell the admins.</source>
        <translation>Rapportering från telefoner är stängd: meddela administratörerna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="47"/>
        <source>When can you play? Fewer than half of the slots may be impossible.</source>
        <translation>När kan du spela? Färre än hälften av tiderna får vara omöjliga.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="48"/>
        <source>You have not given your times yet: every slot counts as possible.</source>
        <translation>Du har inte angett dina tider än: varje tid räknas som möjlig.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="49"/>
        <source>Slot {0}: {1}</source>
        <translation>Tid {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="50"/>
        <source>1 good</source>
        <translation>1 bra</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="51"/>
        <source>2 possible</source>
        <translation>2 möjligt</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="52"/>
        <source>3 impossible</source>
        <translation>3 omöjligt</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="53"/>
        <source>Save my times</source>
        <translation>Spara mina tider</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="54"/>
        <source>Report received: it fits your opponent&apos;s, the game has its outcome.</source>
        <translation>Rapporten mottagen: den stämmer med motståndarens, partiet har sitt utfall.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="55"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the admins decide.</source>
        <translation>Rapporten mottagen, men den går isär med motståndarens: administratörerna avgör.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="56"/>
        <source>Report received. It counts with your opponent&apos;s report, or at the end of the round.</source>
        <translation>Rapporten mottagen. Den räknas med motståndarens rapport, eller när ronden slutar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="57"/>
        <source>Your times are saved.</source>
        <translation>Dina tider är sparade.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="58"/>
        <source>Not saved: fewer than half of the slots may be impossible (3).</source>
        <translation>Inte sparat: färre än hälften av tiderna får vara omöjliga (3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="26"/>
        <source>Final, table {0}</source>
        <translation>Final, bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="27"/>
        <source>Semi-final, table {0}</source>
        <translation>Semifinal, bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="28"/>
        <source>Quarter-final, table {0}</source>
        <translation>Kvartsfinal, bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="29"/>
        <source>Top {0}, table {1}</source>
        <translation>Topp {0}, bord {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="31"/>
        <source>You have a bye this round.</source>
        <translation>Du har bye den här ronden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="32"/>
        <source>The round has not been paired yet.</source>
        <translation>Ronden är inte lottad än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="33"/>
        <source>You have no match this round.</source>
        <translation>Du har ingen match den här ronden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="34"/>
        <source>You have dropped from this event. Thank you for playing!</source>
        <translation>Du har lämnat turneringen. Tack för att du spelade!</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="35"/>
        <source>The event is over. Thank you for playing!</source>
        <translation>Turneringen är slut. Tack för att du spelade!</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="36"/>
        <source>Result recorded: {0}</source>
        <translation>Resultatet är registrerat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="37"/>
        <source>You reported {0}; waiting for your opponent or the desk.</source>
        <translation>Du rapporterade {0}; väntar på din motståndare eller disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="38"/>
        <source>Your opponent reported {0} (your games first). Confirm it if it is right, or dispute it.</source>
        <translation>Din motståndare rapporterade {0} (dina partier först). Bekräfta om det stämmer, eller bestrid det.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="39"/>
        <source>Your opponent disputes your report {0}: the desk decides. Please go to the desk.</source>
        <translation>Din motståndare bestrider din rapport {0}: disken avgör. Gå till disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="40"/>
        <source>Your opponent reported {0} (your games first), you reported {1}: the reports conflict. The desk decides: please go to the desk, or confirm your opponent&apos;s result.</source>
        <translation>Din motståndare rapporterade {0} (dina partier först), du rapporterade {1}: rapporterna går isär. Disken avgör: gå till disken, eller bekräfta motståndarens resultat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="41"/>
        <source>You dispute your opponent&apos;s report {0}: the desk decides. Please go to the desk.</source>
        <translation>Du bestrider motståndarens rapport {0}: disken avgör. Gå till disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="42"/>
        <source>Confirm {0}</source>
        <translation>Bekräfta {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="43"/>
        <source>Dispute</source>
        <translation>Bestrid</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="44"/>
        <source>Report your result (your games won first)</source>
        <translation>Rapportera ditt resultat (dina vunna partier först)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="45"/>
        <source>Reporting from phones is closed: report at the desk.</source>
        <translation>Rapportering från telefoner är stängd: rapportera vid disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="46"/>
        <source>Both reports agree: the result is recorded.</source>
        <translation>Båda rapporterna stämmer: resultatet är registrerat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="47"/>
        <source>Report received. It is recorded when your opponent&apos;s report agrees, or the desk decides.</source>
        <translation>Rapporten har tagits emot. Den registreras när din motståndares rapport stämmer, eller när disken avgör.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="48"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the desk decides. Please go to the desk.</source>
        <translation>Rapporten mottagen, men den går isär med motståndarens: disken avgör. Gå till disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="49"/>
        <source>Your dispute is sent: the desk decides. Please go to the desk.</source>
        <translation>Din invändning är skickad: disken avgör. Gå till disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="51"/>
        <source>This report was not taken: ask at the desk.</source>
        <translation>Rapporten togs inte emot: fråga vid disken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="52"/>
        <source>This page has expired: open it again and report once more.</source>
        <translation>Sidan har gått ut: öppna den igen och rapportera en gång till.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="53"/>
        <source>You are {0}</source>
        <translation>Du är {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="15"/>
        <source>Check in for {0}</source>
        <translation>Checka in för {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="16"/>
        <source>You are checked in for {0} ({1}).</source>
        <translation>Du är incheckad för {0} ({1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="17"/>
        <source>You are checked in.</source>
        <translation>Du är incheckad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="18"/>
        <source>I want to drop from the event</source>
        <translation>Jag vill lämna turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="19"/>
        <source>Ask to drop</source>
        <translation>Begär att lämna</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="20"/>
        <source>Your drop request waits for the desk.</source>
        <translation>Din begäran att lämna väntar på sekretariatet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="21"/>
        <source>Drop request sent: the desk confirms it.</source>
        <translation>Begäran skickad: sekretariatet bekräftar den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="31"/>
        <source>My seat</source>
        <translation>Min plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="32"/>
        <source>Table {0}, seat {1}</source>
        <translation>Bord {0}, plats {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="33"/>
        <source>You move to table {0}, seat {1}</source>
        <translation>Du flyttas till bord {0}, plats {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="34"/>
        <source>You are not seated yet: the floor will call you to a seat.</source>
        <translation>Du har ingen plats ännu: floor kallar dig till en plats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="35"/>
        <source>Sit out until the button has passed your seat.</source>
        <translation>Sitt över tills knappen har passerat din plats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="36"/>
        <source>You finished in place {0}.</source>
        <translation>Du slutade på plats {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="37"/>
        <source>You are out of the event.</source>
        <translation>Du är ute ur turneringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="38"/>
        <source>Hand for hand: every table plays one hand at a time; wait for the floor to start each one.</source>
        <translation>Hand för hand: alla bord spelar en hand i taget; vänta tills floor startar varje hand.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="39"/>
        <source>Bounty on you: {0}</source>
        <translation>Bounty på dig: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="40"/>
        <source>Bounties you have collected: {0}</source>
        <translation>Bounties du har inkasserat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="41"/>
        <source>This page updates itself every {0} seconds.</source>
        <translation>Sidan uppdateras själv var {0}:e sekund.</translation>
    </message>
</context>
<context>
    <name>PhoneReportsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="55"/>
        <source>Players&apos; phones</source>
        <translation>Spelarnas telefoner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="56"/>
        <source>Players report results from their phones</source>
        <translation>Spelarna rapporterar resultat från sina telefoner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Player A</source>
        <translation>Spelare A</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>Player B</source>
        <translation>Spelare B</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>A reports (A&apos;s games first)</source>
        <translation>A rapporterar (A:s partier först)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>B reports (B&apos;s games first)</source>
        <translation>B rapporterar (B:s partier först)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="70"/>
        <source>Accept &amp;A&apos;s report</source>
        <translation>Godta &amp;A:s rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="72"/>
        <source>Accept &amp;B&apos;s report</source>
        <translation>Godta &amp;B:s rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="76"/>
        <source>Result for A, such as 2-1</source>
        <translation>Resultat för A, till exempel 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="77"/>
        <source>&amp;Record</source>
        <translation>&amp;Registrera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="82"/>
        <source>Reissue a player&apos;s &amp;code…</source>
        <translation>Ny &amp;kod till en spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="135"/>
        <source>Lock the round: %1</source>
        <translation>Lås ronden: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="138"/>
        <source>Lock round %1</source>
        <translation>Lås rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="148"/>
        <source>Conflict</source>
        <translation>Konflikt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="149"/>
        <source>Waiting for the other player</source>
        <translation>Väntar på den andra spelaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="157"/>
        <source>disputes the other&apos;s report</source>
        <translation>bestrider den andras rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="201"/>
        <source>Reissue a player&apos;s code</source>
        <translation>Ny kod till en spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="202"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="209"/>
        <source>The new code of {0} is {1} (their page: /me?player={1}). The old code no longer works.</source>
        <translation>Den nya koden för {0} är {1} (sidan: /me?player={1}). Den gamla koden gäller inte längre.</translation>
    </message>
</context>
<context>
    <name>PhoneRequestsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="41"/>
        <source>Round 4, Day 2…</source>
        <translation>Rond 4, dag 2…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="42"/>
        <source>&amp;Open check-in</source>
        <translation>&amp;Öppna incheckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="44"/>
        <source>Close check-&amp;in</source>
        <translation>Stäng &amp;incheckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="51"/>
        <source>Check in at the &amp;desk</source>
        <translation>Checka in vid &amp;sekretariatet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="53"/>
        <source>Check-in</source>
        <translation>Incheckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="55"/>
        <source>For:</source>
        <translation>För:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="65"/>
        <source>Con&amp;firm drop</source>
        <translation>&amp;Bekräfta avhopp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="67"/>
        <source>Re&amp;fuse</source>
        <translation>&amp;Avslå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="69"/>
        <source>Drop requests</source>
        <translation>Begärda avhopp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="100"/>
        <source>{0}: {1} of {2} checked in; waiting for:</source>
        <translation>{0}: {1} av {2} incheckade; väntar på:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="103"/>
        <source>No check-in is open.</source>
        <translation>Ingen incheckning är öppen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="109"/>
        <source>{0} (asked at {1})</source>
        <translation>{0} (begärt {1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="146"/>
        <source>Drop {0} from the event? Their results stay (CG-P2); Edit › Undo takes the drop back.</source>
        <translation>Ta bort {0} ur turneringen? Resultaten står kvar (CG-P2); Redigera › Ångra tar tillbaka avhoppet.</translation>
    </message>
</context>
<context>
    <name>PlannerEstimate</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="24"/>
        <source>When it ends</source>
        <translation>När det slutar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="39"/>
        <source>Expected players:</source>
        <translation>Väntade spelare:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="40"/>
        <source>Expected re-entries:</source>
        <translation>Väntade re-entries:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="41"/>
        <source>Start time:</source>
        <translation>Starttid:</translation>
    </message>
</context>
<context>
    <name>PlannerLabel</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="78"/>
        <source>Expected end in about {0} weeks ({1}–{2})</source>
        <translation>Väntat slut om ungefär {0} veckor ({1}–{2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="81"/>
        <source>Expected end about {0} ({1}–{2})</source>
        <translation>Väntat slut omkring {0} ({1}–{2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="85"/>
        <source>Simulated end about {0} ({1}–{2})</source>
        <translation>Simulerat slut omkring {0} ({1}–{2})</translation>
    </message>
</context>
<context>
    <name>PlayerCodes</name>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="32"/>
        <location filename="../../tdesk/print/player_codes.py" line="33"/>
        <source>Scan to see your table and seat, and where you move. Keep this code to yourself.</source>
        <translation>Skanna för att se ditt bord och din plats, och vart du flyttas. Visa inte koden för någon.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="46"/>
        <source>Scan to see your match and report your result. Keep this code to yourself.</source>
        <translation>Skanna för att se din match och rapportera ditt resultat. Visa inte koden för någon.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="70"/>
        <source>Player codes</source>
        <translation>Spelarkoder</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Edit player</source>
        <translation>Redigera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Add player</source>
        <translation>Lägg till spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="61"/>
        <source>blank if unrated</source>
        <translation>tomt om ingen rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="64"/>
        <source>blank: set by the draw or ranking</source>
        <translation>tomt: sätts genom lottning eller ranking</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <source>Events</source>
        <translation>Turneringar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="92"/>
        <source>&amp;Name:</source>
        <translation>&amp;Namn:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="95"/>
        <source>&amp;Rating:</source>
        <translation>&amp;Rating:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="96"/>
        <source>S&amp;eed:</source>
        <translation>S&amp;eedning:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="101"/>
        <source>&amp;Country:</source>
        <translation>&amp;Land:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="102"/>
        <source>&amp;Games on host site:</source>
        <translation>&amp;Partier på värdsajten:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="104"/>
        <source>C&amp;ontact:</source>
        <translation>K&amp;ontakt:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="105"/>
        <source>No&amp;tes:</source>
        <translation>Anteckn&amp;ingar:</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="149"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="183"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnering</numerusform>
            <numerusform>%n turneringar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="152"/>
        <source>{0}, last: {1}</source>
        <translation>{0}, senast: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="159"/>
        <source>{0} rating from results; typed rating: {1}</source>
        <translation>Ranking i {0} från resultat; inskriven ranking: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="163"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}: {1}, {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="165"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>Flaggad för ratingdatabasen (PEN-6):</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="182"/>
        <source>Registering {0} from the player database ({1}).</source>
        <translation>Registrerar {0} från spelardatabasen ({1}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="185"/>
        <source>PEN-6: flagged for the rating database.</source>
        <translation>PEN-6: flaggad för ratingdatabasen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="212"/>
        <source>is not a whole number</source>
        <translation>är inget heltal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="216"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="219"/>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="32"/>
        <source>Drop player</source>
        <translation>Dra ur spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="33"/>
        <source>Organiser byes (CG-B2)</source>
        <translation>Frironder från arrangören (CG-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="43"/>
        <source>(dropped)</source>
        <translation>(utgått)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="53"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="55"/>
        <source>Byes for the first rounds</source>
        <translation>Frironder i de första ronderna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="56"/>
        <source>An organiser&apos;s bye is a 3-point win and does not count toward the one pairing bye a player may get.</source>
        <translation>En frirunda från arrangören är en vinst värd 3 poäng och räknas inte som den enda lottade frirunda en spelare kan få.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="59"/>
        <source>A dropped player is not paired again; their results stay. Players marked (dropped) can be taken back.</source>
        <translation>En spelare som har utgått lottas inte igen; resultaten står kvar. Spelare märkta (utgått) kan tas tillbaka.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="66"/>
        <source>&amp;Drop</source>
        <translation>&amp;Dra ur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="67"/>
        <source>&amp;Take back</source>
        <translation>&amp;Ta tillbaka</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="104"/>
        <source>{0}, no prizes</source>
        <translation>{0}, utan priser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="123"/>
        <source>not paid</source>
        <translation>ej betalt</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="146"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>Sök spelare (Ctrl+F): namn, land, kontakt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="169"/>
        <source>&amp;Add player…</source>
        <translation>&amp;Lägg till spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="171"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>Registrera en ny spelare (Ctrl+N är en ny turnering; Insert lägger till en spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="173"/>
        <source>&amp;Edit…</source>
        <translation>&amp;Redigera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="175"/>
        <source>&amp;Remove…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="177"/>
        <source>&amp;Import CSV…</source>
        <translation>&amp;Importera CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="179"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportera CSV…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="319"/>
        <source>{0} of %n player(s)</source>
        <translation>
            <numerusform>{0} av %n spelare</numerusform>
            <numerusform>{0} av %n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="323"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="327"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="324"/>
        <source>%n dropped</source>
        <translation>
            <numerusform>%n har lämnat</numerusform>
            <numerusform>%n har lämnat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="328"/>
        <source>%n left</source>
        <translation>
            <numerusform>%n kvar</numerusform>
            <numerusform>%n kvar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="392"/>
        <source>Edit…</source>
        <translation>Redigera…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="393"/>
        <source>Remove…</source>
        <translation>Ta bort…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="395"/>
        <source>Reinstate… (Ctrl+Shift+I)</source>
        <translation>Återinsätt… (Ctrl+Shift+I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="416"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>Ta bort {0} från denna turnering?

Redigera › Ångra tar tillbaka spelaren.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove player</source>
        <translation>Ta bort spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="425"/>
        <source>Import players</source>
        <translation>Importera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="426"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV-filer (*.csv *.txt);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>Export players</source>
        <translation>Exportera spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="449"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="459"/>
        <source>Exporting players…</source>
        <translation>Exporterar spelare…</translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="75"/>
        <source>Draft pods</source>
        <translation>Draftpoddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="80"/>
        <source>Pods of %1 to %2 players. Select a player and move them with the pod box and Move, a digit key or by dragging.</source>
        <translation>Poddar med %1 till %2 spelare. Markera en spelare och flytta den med poddlistan och Flytta, en siffertangent eller genom att dra.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="85"/>
        <source>&amp;Draw pods</source>
        <translation>&amp;Lotta poddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="87"/>
        <source>A seeded draw of every active player (CG-D2)</source>
        <translation>En seedad lottning av alla aktiva spelare (CG-D2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="89"/>
        <source>Place &amp;late entries</source>
        <translation>Placera &amp;sena anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="92"/>
        <source>Each player without a pod into the pod with the fewest players, at its first free seat; nobody seated moves (CG-D3-A)</source>
        <translation>Varje spelare utan podd till podden med minst spelare, på dess första lediga plats; ingen som redan sitter flyttas (CG-D3-A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="95"/>
        <source>&amp;Add a pod</source>
        <translation>&amp;Lägg till en podd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="99"/>
        <source>&amp;Move</source>
        <translation>&amp;Flytta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="119"/>
        <source>To pod:</source>
        <translation>Till podd:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <source>No pod</source>
        <translation>Ingen podd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="180"/>
        <source>Pod %1</source>
        <translation>Podd %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="174"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="32"/>
        <source>Prizes per place</source>
        <translation>Priser per placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="34"/>
        <source>Each line gives its prize to every place from the first to the last (3 to 4: 6 boosters each). The lines run from 1st place down without a gap; leave To empty for one place.</source>
        <translation>Varje rad ger sitt pris till varje placering från den första till den sista (3 till 4: 6 boosters var). Raderna går från 1:a plats och nedåt utan lucka; lämna Till tomt för en enda placering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>From place</source>
        <translation>Från placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>To place</source>
        <translation>Till placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="41"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="45"/>
        <source>&amp;Add line</source>
        <translation>&amp;Lägg till rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="48"/>
        <source>&amp;Remove line</source>
        <translation>&amp;Ta bort rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="126"/>
        <source>Line %1: places must be from 1 to %2.</source>
        <translation>Rad %1: placeringar måste vara från 1 till %2.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="127"/>
        <source>Line %1: the range must run from the higher place down (%2).</source>
        <translation>Rad %1: intervallet måste gå från den högre placeringen och nedåt (%2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="129"/>
        <source>Line %1: the prize is missing.</source>
        <translation>Rad %1: priset saknas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="130"/>
        <source>Line %1: a prize has at most %2 characters.</source>
        <translation>Rad %1: ett pris har högst %2 tecken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="131"/>
        <source>Line %1: place %2 already has a prize on another line.</source>
        <translation>Rad %1: placering %2 har redan ett pris på en annan rad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="132"/>
        <source>Line %1: places %2 have no prize; the lines run from 1st place down without a gap.</source>
        <translation>Rad %1: placeringarna %2 saknar pris; raderna går från 1:a plats och nedåt utan lucka.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="134"/>
        <source>At most %2 lines.</source>
        <translation>Högst %2 rader.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="136"/>
        <source>Line %1: type the first place as a number, the last place (or nothing) and the prize.</source>
        <translation>Rad %1: skriv första placeringen som ett tal, sista placeringen (eller inget) och priset.</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="34"/>
        <source>{0} PER POINT</source>
        <translation>{0} PER POÄNG</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="39"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="40"/>
        <source>ANTE {0}</source>
        <translation>ANTE {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="49"/>
        <source>{0}/pt</source>
        <translation>{0}/p</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="89"/>
        <source>HAND FOR HAND · STILL PLAYING: {0}</source>
        <translation>HAND FÖR HAND · SPELAR FORTFARANDE: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="91"/>
        <source>HAND FOR HAND · BETWEEN HANDS</source>
        <translation>HAND FÖR HAND · MELLAN HÄNDER</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="131"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="113"/>
        <source>BREAK</source>
        <translation>PAUS</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="133"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="115"/>
        <source>ROUND {0}</source>
        <translation>RUNDA {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="135"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="117"/>
        <source>LEVEL {0}</source>
        <translation>NIVÅ {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="140"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="119"/>
        <source>NOT STARTED</source>
        <translation>EJ STARTAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="141"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="120"/>
        <source>PAUSED</source>
        <translation>PAUSAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="142"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="418"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="121"/>
        <source>FINISHED</source>
        <translation>AVSLUTAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="126"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>Färgbyte: {0}-markerna lämnar spelet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="131"/>
        <source>Next: {0}</source>
        <translation>Nästa: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="145"/>
        <source>CLOCK</source>
        <translation>KLOCKA</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="146"/>
        <source>COUNTDOWN</source>
        <translation>NEDRÄKNING</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="147"/>
        <source>TIME</source>
        <translation>TIDEN UTE</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="581"/>
        <source>tdesk projector</source>
        <translation>tdesk projektor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="53"/>
        <source>MYSTERY ENVELOPE  {0}: {1}</source>
        <translation>MYSTERIEKUVERT  {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="58"/>
        <source>BIGGEST HEADS  {0}</source>
        <translation>STÖRSTA HUVUDEN  {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="69"/>
        <source>expected to end about {0}</source>
        <translation>väntas sluta omkring {0}</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="117"/>
        <source>tdesk clock — {0}</source>
        <translation>tdesk-klocka — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="259"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>UPPLÅST: Esc stäng · T tema · F helskärm · S skärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="261"/>
        <source>Esc: back to tdesk · F: window / full screen</source>
        <translation>Esc: tillbaka till tdesk · F: fönster / helskärm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="464"/>
        <source>NEXT LEVEL</source>
        <translation>NÄSTA NIVÅ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="465"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>NEXT BREAK</source>
        <translation>NÄSTA PAUS</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="466"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>LATE REG</source>
        <translation>SEN ANMÄLAN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="467"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>PLAYERS</source>
        <translation>SPELARE</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="468"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>AVG STACK</source>
        <translation>SNITTSTACK</translation>
    </message>
</context>
<context>
    <name>RankingTab</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="127"/>
        <source>Export CS&amp;V…</source>
        <translation>Exportera CS&amp;V…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="133"/>
        <source>&amp;Ratings…</source>
        <translation>&amp;Rankingtal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="137"/>
        <source>Yellow: the criterion that ranks a player below the one above (HU-K1). Grey: no lives left. Forfeit losses: fewer is better.</source>
        <translation>Gult: kriteriet som placerar en spelare under den ovanför (HU-K1). Grått: inga liv kvar. Walkoverförluster: färre är bättre.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="163"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>Efter %n rond</numerusform>
            <numerusform>Efter %n ronder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="164"/>
        <source>{0} of {1} players alive</source>
        <translation>{0} av {1} spelare kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="166"/>
        <source>Season winner: {0}</source>
        <translation>Säsongens vinnare: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>Export ranking</source>
        <translation>Exportera ranking</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="181"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="105"/>
        <source>Ranked below the row above by criterion {0}: {1}</source>
        <translation>Under raden ovanför enligt kriterium {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RatingExport</name>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="32"/>
        <source>Export rating list</source>
        <translation>Exportera rankinglista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="33"/>
        <source>JSON files (*.json)</source>
        <translation>JSON-filer (*.json)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>Kan inte skriva %1: %2</translation>
    </message>
</context>
<context>
    <name>RatingsDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="51"/>
        <source>Ratings</source>
        <translation>Rankingtal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="54"/>
        <source>The game this event rates (RAT-1); blank: the event kind&apos;s name</source>
        <translation>Spelet som turneringen ger rankingtal i (RAT-1); tomt: namnet på turneringstypen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="58"/>
        <source>K factor, 1 to 100 (RAT-2)</source>
        <translation>K-faktor, 1 till 100 (RAT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="59"/>
        <source>&amp;Use</source>
        <translation>&amp;Använd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="66"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="67"/>
        <source>&amp;K factor:</source>
        <translation>&amp;K-faktor:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Before</source>
        <translation>Före</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>After</source>
        <translation>Efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>Change</source>
        <translation>Förändring</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="77"/>
        <source>Matches</source>
        <translation>Matcher</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="83"/>
        <source>&amp;Apply ratings…</source>
        <translation>&amp;Uppdatera rankingtal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="86"/>
        <source>Update these ratings from the event&apos;s results</source>
        <translation>Uppdatera dessa rankingtal från turneringens resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="117"/>
        <source>Applied at %1: what it did.</source>
        <translation>Uppdaterat %1: vad det gjorde.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="119"/>
        <source>What applying the results would do (RAT-4: round by round).</source>
        <translation>Vad en uppdatering från resultaten skulle göra (RAT-4: rond för rond).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="145"/>
        <source>Press Use to rate with the game and K typed, or type them back.</source>
        <translation>Tryck på Använd för att räkna med det spel och K som skrivits, eller skriv tillbaka dem.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="172"/>
        <source>Update the %1 ratings of %2 players from %3 (K %4)?</source>
        <translation>Uppdatera rankingtalen i %1 för %2 spelare från %3 (K %4)?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="175"/>
        <source>Apply ratings</source>
        <translation>Uppdatera rankingtal</translation>
    </message>
</context>
<context>
    <name>RegistrationTable</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>pending</source>
        <translation>väntar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>accepted</source>
        <translation>godkänd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="75"/>
        <source>declined</source>
        <translation>avböjd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>no — too few games</source>
        <translation>nej — för få partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="90"/>
        <source>Rating for the season&apos;s game (RAT-7); typed: %1</source>
        <translation>Rankingtal i säsongens spel (RAT-7); inskrivet: %1</translation>
    </message>
</context>
<context>
    <name>ReinstateDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="60"/>
        <source>Reinstate a busted player</source>
        <translation>Återinsätt en utslagen spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="66"/>
        <source>{name} ({place})</source>
        <translation>{name} ({place})</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="82"/>
        <source>&amp;Player</source>
        <translation>&amp;Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="83"/>
        <source>&amp;Table</source>
        <translation>&amp;Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="84"/>
        <source>&amp;Seat</source>
        <translation>P&amp;lats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="85"/>
        <source>&amp;Chips</source>
        <translation>&amp;Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="89"/>
        <source>&amp;Reinstate</source>
        <translation>Åter&amp;insätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="102"/>
        <source>Table {n} ({count} players)</source>
        <translation>Bord {n} ({count} spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="125"/>
        <source>Seat {n}</source>
        <translation>Plats {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="138"/>
        <source>Table {n} (new table)</source>
        <translation>Bord {n} (nytt bord)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="152"/>
        <source>Nobody is out: there is no one to reinstate.</source>
        <translation>Ingen är utslagen: det finns ingen att återinsätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="167"/>
        <source>{chips} (their stack before the bust)</source>
        <translation>{chips} (stacken före utslagningen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="179"/>
        <source>{name}: place {place} given up, back in play</source>
        <translation>{name}: plats {place} lämnas, tillbaka i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="182"/>
        <source>{name}: place {before} → {after}</source>
        <translation>{name}: plats {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="185"/>
        <source>No other place moves.</source>
        <translation>Ingen annan placering ändras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="187"/>
        <source>{name}: prize {before} → {after}</source>
        <translation>{name}: pris {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="190"/>
        <source>The knockout is removed (eliminated by {names}).</source>
        <translation>Knockouten tas bort (utslagen av {names}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="193"/>
        <source>{name}: bounties collected {a} → {b}, head {c} → {d}</source>
        <translation>{name}: insamlade bounties {a} → {b}, huvud {c} → {d}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="197"/>
        <source>Paid places move: you will be asked to confirm (PL-3).</source>
        <translation>Betalda placeringar flyttas: du får bekräfta (PL-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="206"/>
        <source>Table and seat: choose an empty seat at a table in play.</source>
        <translation>Bord och plats: välj en tom plats vid ett bord i spel.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="212"/>
        <source>Chips: “{value}” is not a whole number of chips.</source>
        <translation>Marker: ”{value}” är inte ett helt antal marker.</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="400"/>
        <source>Rescind penalty</source>
        <translation>Upphäv straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="402"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0} för {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="406"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>Domarens namn (fylls i från Redigera › Namn på floorpersonal)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="409"/>
        <source>Why the penalty is taken back</source>
        <translation>Varför straffet dras tillbaka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="413"/>
        <source>Rescinded &amp;by:</source>
        <translation>Upphävt &amp;av:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="414"/>
        <source>&amp;Why:</source>
        <translation>&amp;Varför:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="418"/>
        <source>Rescind</source>
        <translation>Upphäv</translation>
    </message>
</context>
<context>
    <name>ReserveTableDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="32"/>
        <source>Reserved tables</source>
        <translation>Reserverade bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="43"/>
        <source>none</source>
        <translation>inget</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="45"/>
        <source>The player plays at this table from the next pairing on; nobody else is seated there. None frees it.</source>
        <translation>Spelaren spelar vid detta bord från nästa lottning; ingen annan placeras där. Inget frigör det.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="50"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="51"/>
        <source>Reserved table</source>
        <translation>Reserverat bord</translation>
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
    <name>ResultsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Place</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Handed over</source>
        <translation>Utbetalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Note</source>
        <translation>Anteckning</translation>
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
        <translation>80 mm kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="65"/>
        <source>&amp;Hand over prize…</source>
        <translation>&amp;Betala ut pris…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="66"/>
        <source>Record that the selected player was paid (Ctrl+H)</source>
        <translation>Registrera att den valda spelaren fått sitt pris (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="67"/>
        <source>Print &amp;receipt</source>
        <translation>Skriv ut &amp;kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="68"/>
        <source>Print the selected prize&apos;s receipt; a reprint is marked copy (Ctrl+R)</source>
        <translation>Skriv ut det valda prisets kvitto; en ny utskrift märks kopia (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="70"/>
        <source>E&amp;xport CSV…</source>
        <translation>E&amp;xportera CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="96"/>
        <source>Wins</source>
        <translation>Vinner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="110"/>
        <source>in play</source>
        <translation>i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="111"/>
        <source>Kept back for the winner</source>
        <translation>Kvar att spela om för vinnaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="122"/>
        <source>Prizes given {0} · handed over {1} · prize pool {2}</source>
        <translation>Priser tilldelade {0} · utbetalt {1} · prispott {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="131"/>
        <source>{0}, receipt {1}</source>
        <translation>{0}, kvitto {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="156"/>
        <source>Hand {0} over to {1} ({2})? It is recorded with its receipt and cannot be paid again.</source>
        <translation>Betala ut {0} till {1} ({2})? Det registreras med sitt kvitto och kan inte betalas ut igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="161"/>
        <source>{0} is also owed {1} in bounties: pay them on the Bounties page (Pay bounties).</source>
        <translation>{0} har också {1} i bounties att få: betala dem på sidan Bounties (Betala bounties).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="164"/>
        <source>Hand over</source>
        <translation>Betala ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="170"/>
        <source>Handed over. Print receipt {0} now?</source>
        <translation>Utbetalt. Skriva ut kvitto {0} nu?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="172"/>
        <source>Print</source>
        <translation>Skriv ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>Export results</source>
        <translation>Exportera resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="199"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>blocked</source>
        <translation>spärrad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>button</source>
        <translation>knapp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>waits for the button</source>
        <translation>väntar på knappen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>fixed seat</source>
        <translation>fast plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>table halted</source>
        <translation>bordet stoppat</translation>
    </message>
</context>
<context>
    <name>RoomNoticePanel</name>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="40"/>
        <source>Room screens</source>
        <translation>Skärmar i lokalen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="44"/>
        <source>Announcement, e.g. Dinner break at 20:00 — bar open</source>
        <translation>Meddelande, t.ex. Middagspaus kl. 20:00 — baren är öppen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="46"/>
        <source>One line under the clock on the projector and the TV page; Enter shows it</source>
        <translation>En rad under klockan på projektorn och TV-sidan; Enter visar den</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="49"/>
        <source>Show</source>
        <translation>Visa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="52"/>
        <source>Clear</source>
        <translation>Rensa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="58"/>
        <source>Venue logo…</source>
        <translation>Lokalens logotyp…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="60"/>
        <source>A PNG or JPEG picture beside the event&apos;s name on every projector (at most 1 MB)</source>
        <translation>En PNG- eller JPEG-bild bredvid turneringens namn på varje projektor (högst 1 MB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="63"/>
        <source>Remove logo</source>
        <translation>Ta bort logotypen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="83"/>
        <source>On the screens: {0}</source>
        <translation>På skärmarna: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Venue logo</source>
        <translation>Lokalens logotyp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>Bilder (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="109"/>
        <source>Venue logo {0}: cannot be read ({1})</source>
        <translation>Lokalens logotyp {0}: kan inte läsas ({1})</translation>
    </message>
</context>
<context>
    <name>RoomTablesDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="39"/>
        <source>Tables and break order</source>
        <translation>Bord och brytordning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="44"/>
        <source>the room&apos;s tables, such as 1-8 or 1-6, 9</source>
        <translation>lokalens bord, t.ex. 1-8 eller 1-6, 9</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="49"/>
        <source>Move &amp;up</source>
        <translation>Flytta &amp;upp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="51"/>
        <source>Break this table earlier (Ctrl+Up)</source>
        <translation>Bryt det här bordet tidigare (Ctrl+Up)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="52"/>
        <source>Move d&amp;own</source>
        <translation>Flytta &amp;ned</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="54"/>
        <source>Break this table later (Ctrl+Down)</source>
        <translation>Bryt det här bordet senare (Ctrl+Down)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="60"/>
        <source>The table at the top breaks first (TDA-B6). A table opened for more players is the first of the tables used that is not open, in the order typed.</source>
        <translation>Bordet överst bryts först (TDA-B6). Ett bord som öppnas för fler spelare är det första av borden som används som inte är öppet, i den ordning de skrevs.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="70"/>
        <source>&amp;Tables used:</source>
        <translation>&amp;Bord som används:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="77"/>
        <source>Break order, first to break at the top:</source>
        <translation>Brytordning, först att brytas överst:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="96"/>
        <source>Table %1</source>
        <translation>Bord %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="97"/>
        <source>Table %1 · open, %2 seated</source>
        <translation>Bord %1 · öppet, på plats: %2</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="193"/>
        <source>Table {0}, seat {1}</source>
        <translation>Bord {0}, plats {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="195"/>
        <source>{0}: blocked</source>
        <translation>{0}: spärrad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="196"/>
        <source>{0}: open</source>
        <translation>{0}: ledig</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="246"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>Inga bord ännu: lotta platserna (Ctrl+D).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="310"/>
        <source>{n} players</source>
        <translation>{n} spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="312"/>
        <source>HALTED · {n}</source>
        <translation>STOPPAT · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="314"/>
        <source>final · {n}</source>
        <translation>final · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="316"/>
        <source>HAND IN PLAY · {n}</source>
        <translation>HAND PÅGÅR · {n}</translation>
    </message>
</context>
<context>
    <name>RoundClockTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="86"/>
        <source>Round %1 of %2</source>
        <translation>Rond %1 av %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="88"/>
        <source>No round paired yet</source>
        <translation>Ingen rond lottad än</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="104"/>
        <source>result in</source>
        <translation>resultat inlämnat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="115"/>
        <source>Not started</source>
        <translation>Inte startad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="116"/>
        <source>Paused</source>
        <translation>Pausad</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="117"/>
        <source>Time — extra turns</source>
        <translation>Tiden är ute — extra drag</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="120"/>
        <source>Event over</source>
        <translation>Evenemanget är slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="130"/>
        <source>Time — extra turns; extended tables still playing: %1</source>
        <translation>Tid — extra drag; bord med extra tid spelar fortfarande: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="162"/>
        <source>&amp;Start round</source>
        <translation>&amp;Starta ronden</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="165"/>
        <source>&amp;Pause / resume (Space)</source>
        <translation>&amp;Paus / fortsätt (mellanslag)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="167"/>
        <source>+1 min</source>
        <translation>+1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="169"/>
        <source>−1 min</source>
        <translation>−1 min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="174"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="175"/>
        <source>Set round length</source>
        <translation>Ange rondlängd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="177"/>
        <source>P&amp;rojector</source>
        <translation>P&amp;rojektor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="310"/>
        <source>Round clock</source>
        <translation>Rondklocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="359"/>
        <source>BYE</source>
        <translation>FRIRUNDA</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="392"/>
        <source>Find your table</source>
        <translation>Hitta ditt bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="397"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="414"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="415"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="416"/>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="147"/>
        <source>&amp;Pair next round</source>
        <translation>&amp;Lotta nästa rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="150"/>
        <source>Pair &amp;again</source>
        <translation>Lotta &amp;om</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="152"/>
        <source>&amp;Swap players…</source>
        <translation>&amp;Byt spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="154"/>
        <source>&amp;Drop player…</source>
        <translation>&amp;Dra ur spelare…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="156"/>
        <source>Organiser &amp;byes…</source>
        <translation>&amp;Frironder från arrangören…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="158"/>
        <source>Start &amp;top cut</source>
        <translation>Starta &amp;slutspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="160"/>
        <source>Draft p&amp;ods…</source>
        <translation>Draft&amp;poddar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="162"/>
        <source>Draw the draft pods or assign them by hand</source>
        <translation>Lotta draftpoddarna eller fördela dem för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="164"/>
        <source>&amp;Reserved tables…</source>
        <translation>&amp;Reserverade bord…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="166"/>
        <source>Fix a player to a table: a feature match, a wheelchair table</source>
        <translation>Fäst en spelare vid ett bord: en featurematch, ett rullstolsbord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="169"/>
        <source>Phone re&amp;ports…</source>
        <translation>Telefon&amp;rapporter…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="174"/>
        <source>Round:</source>
        <translation>Rond:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="189"/>
        <source>Table (Ctrl+R)</source>
        <translation>Bord (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="194"/>
        <source>Score: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn</source>
        <translation>Resultat: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="196"/>
        <source>Games won by the table&apos;s first player, then the second&apos;s (2-1), draws third (1-0-1); d: agreed draw; ca/cb: the first/second player concedes; na/nb: the first/second player did not show; nn: a double loss, both lose the match (0 points each). A top-cut match needs a winner: no draw, no nn.</source>
        <translation>Vunna partier för bordets första spelare, sedan den andras (2-1), oavgjorda sist (1-0-1); d: överenskommen remi; ca/cb: första/andra spelaren ger upp; na/nb: första/andra spelaren kom inte; nn: dubbel förlust, båda förlorar matchen (0 poäng var). En slutspelsmatch måste ha en vinnare: ingen remi, inget nn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="203"/>
        <source>Reason for the correction</source>
        <translation>Orsak till rättelsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="208"/>
        <source>Result:</source>
        <translation>Resultat:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="302"/>
        <source>Round %1</source>
        <translation>Rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="340"/>
        <source>Pair the next bracket round (Ctrl+Shift+N)</source>
        <translation>Lotta nästa slutspelsrunda (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="341"/>
        <source>Pair the next Swiss round (Ctrl+Shift+N)</source>
        <translation>Lotta nästa schweizerrunda (Ctrl+Shift+N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="353"/>
        <source>Start the top cut from the current standings</source>
        <translation>Starta slutspelet från den aktuella ställningen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="360"/>
        <source>No round paired yet: %n Swiss round(s) planned.</source>
        <translation>
            <numerusform>Ingen rond lottad än: %n schweizerrond planerad.</numerusform>
            <numerusform>Ingen rond lottad än: %n schweizerronder planerade.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="494"/>
        <source>%n player(s) have no decklist yet: %1. Pairing round %2 locks their lists (only the head judge can then register one). Pair anyway?</source>
        <translation>
            <numerusform>%n spelare har ännu ingen decklista: %1. Lottningen av rond %2 låser deras listor (därefter kan bara huvuddomaren registrera en). Lotta ändå?</numerusform>
            <numerusform>%n spelare har ännu ingen decklista: %1. Lottningen av rond %2 låser deras listor (därefter kan bara huvuddomaren registrera en). Lotta ändå?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="532"/>
        <source>Open the draft pods now?</source>
        <translation>Öppna draftpoddarna nu?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="541"/>
        <source>Pair round 1 again with a new draw (a new lot)?</source>
        <translation>Lotta rond 1 igen med en ny dragning (ny lottning)?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="543"/>
        <source>Pair round %1 again from the players in the event now? The lot stays as drawn, so nothing else changes.</source>
        <translation>Lotta rond %1 igen med spelarna som är med nu? Lottningen står kvar, så inget annat ändras.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="648"/>
        <source>%n of the planned Swiss rounds remain (%1 played). Start the top cut now from the current standings? The remaining Swiss rounds are not played.</source>
        <translation>
            <numerusform>%n av de planerade schweiziska ronderna återstår (%1 spelade). Starta slutspelet nu från nuvarande ställning? De återstående schweiziska ronderna spelas inte.</numerusform>
            <numerusform>%n av de planerade schweiziska ronderna återstår (%1 spelade). Starta slutspelet nu från nuvarande ställning? De återstående schweiziska ronderna spelas inte.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="364"/>
        <source>Round %1 of %2</source>
        <translation>Rond %1 av %2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="367"/>
        <source>%n result(s) missing</source>
        <translation>
            <numerusform>%n resultat saknas</numerusform>
            <numerusform>%n resultat saknas</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="368"/>
        <source>all results in</source>
        <translation>alla resultat inne</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="380"/>
        <source>Table %1: no such table in this round.</source>
        <translation>Bord %1: det finns inget sådant bord i den här ronden.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="411"/>
        <source>Table %1 already has %2: type the reason for the correction and press Enter.</source>
        <translation>Bord %1 har redan %2: skriv orsaken till rättelsen och tryck Enter.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="468"/>
        <source>Round %1 still has %n result(s) missing. Pair the next round anyway?</source>
        <translation>
            <numerusform>Rond %1 saknar fortfarande %n resultat. Lotta nästa rond ändå?</numerusform>
            <numerusform>Rond %1 saknar fortfarande %n resultat. Lotta nästa rond ändå?</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="475"/>
        <source>Pairing…</source>
        <translation>Lottar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="521"/>
        <source>Pair an extra Swiss round?</source>
        <translation>Lotta en extra schweizerrond?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="525"/>
        <source>Pair with as few rematches as possible?</source>
        <translation>Lotta med så få returmöten som möjligt?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="615"/>
        <source>Free table %1 reserved for %2</source>
        <translation>Frigör bord %1 reserverat för %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="619"/>
        <source>Reserve table %1 for %2</source>
        <translation>Reservera bord %1 för %2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="645"/>
        <source>Start the top cut from the current standings?</source>
        <translation>Starta slutspelet utifrån nuvarande ställning?</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="17"/>
        <location filename="../../tdesk/ui/rules_reference.py" line="26"/>
        <source>Rules reference</source>
        <translation>Regelreferens</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="18"/>
        <source>The rules text was not found in this installation.</source>
        <translation>Regeltexten finns inte i den här installationen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="29"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>Sök regel-ID eller ord (Enter för nästa)</translation>
    </message>
</context>
<context>
    <name>SatelliteLines</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="33"/>
        <source>the target event</source>
        <translation>målturneringen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="34"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n plats à {0} till {1}</numerusform>
            <numerusform>%n platser à {0} till {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="39"/>
        <source>{0}, {1} in cash to place {2}</source>
        <translation>{0}, {1} kontant till plats {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="41"/>
        <source>{0}, {1} in cash shared by the seat winners</source>
        <translation>{0}, {1} kontant delas av platsvinnarna</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="49"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n plats</numerusform>
            <numerusform>%n platser</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="50"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
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
        <translation>PLATSER</translation>
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
        <translation>Satellit: pris i platser till en annan turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="57"/>
        <source>e.g. 550; empty: the target&apos;s buy-in</source>
        <translation>t.ex. 550; tomt: målturneringens inköp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="62"/>
        <source>To the first place without a seat</source>
        <translation>Till första plats utan plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="64"/>
        <source>Shared by the seat winners</source>
        <translation>Delas av platsvinnarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="67"/>
        <source>Never</source>
        <translation>Aldrig</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="68"/>
        <source>Only a winner already seated in the target</source>
        <translation>Endast en vinnare som redan har plats i målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="70"/>
        <source>Any seat winner</source>
        <translation>Vilken platsvinnare som helst</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="72"/>
        <source>Pay in &amp;seats</source>
        <translation>Betala i &amp;platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="73"/>
        <source>Pay by the s&amp;tructure</source>
        <translation>Betala enligt s&amp;trukturen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="79"/>
        <source>Seat &amp;value</source>
        <translation>Platsens &amp;värde</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="80"/>
        <source>Tar&amp;get event</source>
        <translation>&amp;Målturnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="81"/>
        <source>Re&amp;mainder</source>
        <translation>Å&amp;terstod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="82"/>
        <source>Seat as cas&amp;h</source>
        <translation>Plats som &amp;kontanter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="110"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="117"/>
        <source>Seat value</source>
        <translation>Platsens värde</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="111"/>
        <source>type a whole amount, e.g. 550</source>
        <translation>skriv ett helt belopp, t.ex. 550</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="118"/>
        <source>type the seat value or name the target event</source>
        <translation>skriv platsens värde eller ange målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="137"/>
        <source>Not a satellite: prizes are paid by the structure above.</source>
        <translation>Ingen satellit: priserna betalas enligt strukturen ovan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="173"/>
        <source>Pay this event by its payout structure instead of in seats?</source>
        <translation>Betala turneringen enligt prisstrukturen i stället för i platser?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="175"/>
        <source>Pay by the structure</source>
        <translation>Betala enligt strukturen</translation>
    </message>
</context>
<context>
    <name>SeasonTab</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="177"/>
        <source>&amp;Pair next round</source>
        <translation>&amp;Lotta nästa rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="179"/>
        <source>&amp;End-of-round check</source>
        <translation>&amp;Kontroll vid rondslut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="181"/>
        <source>Copy as te&amp;xt</source>
        <translation>Kopiera som te&amp;xt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="183"/>
        <source>Export CS&amp;V…</source>
        <translation>Exportera CS&amp;V…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="184"/>
        <source>Round &amp;templates…</source>
        <translation>Rond&amp;mallar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="186"/>
        <source>P&amp;hones…</source>
        <translation>Tele&amp;foner…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="192"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="225"/>
        <source>&amp;Accept</source>
        <translation>&amp;Godkänn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="227"/>
        <source>&amp;Decline</source>
        <translation>&amp;Avböj</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="229"/>
        <source>&amp;Start season (seed players)</source>
        <translation>&amp;Starta säsongen (seeda spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="255"/>
        <source>Games (type 1, 0, -, + or ? in a report column)</source>
        <translation>Partier (skriv 1, 0, -, + eller ? i en rapportkolumn)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="257"/>
        <source>Availability (type 1 good, 2 possible, 3 impossible)</source>
        <translation>Tillgänglighet (1 bra, 2 möjligt, 3 omöjligt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="277"/>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Deci&amp;de</source>
        <translation>Beslu&amp;ta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="283"/>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="284"/>
        <source>Admin</source>
        <translation>Admin</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="285"/>
        <source>Reason</source>
        <translation>Skäl</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="292"/>
        <source>Stop queue (conflicting reports)</source>
        <translation>Stoppkö (motstridiga rapporter)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="294"/>
        <source>Admin decision / correction</source>
        <translation>Adminbeslut / rättelse</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="296"/>
        <source>Admins&apos; log</source>
        <translation>Adminlogg</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="326"/>
        <source>Round {0}</source>
        <translation>Rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="327"/>
        <source>(open)</source>
        <translation>(öppen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="338"/>
        <source>Players report their games and times from their phones</source>
        <translation>Spelarna rapporterar sina partier och tider från sina telefoner</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="339"/>
        <source>Start the season first: phones report the rounds&apos; games</source>
        <translation>Starta säsongen först: telefonerna rapporterar rondernas partier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="345"/>
        <source>Accept or decline each registration (HU-E1: at least {0} games on the host site). Starting the season seeds the accepted players by rating (HU-S1); {1} still pending.</source>
        <translation>Godkänn eller avböj varje anmälan (HU-E1: minst {0} partier på värdsajten). När säsongen startar seedas de godkända spelarna efter rating (HU-S1); {1} väntar fortfarande.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="371"/>
        <source>The round stays open now: {0}</source>
        <translation>Ronden förblir öppen nu: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="375"/>
        <source>{0}: registration</source>
        <translation>{0}: anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="376"/>
        <source>{0} of {1} players alive · {2} lives each</source>
        <translation>{0} av {1} spelare kvar · {2} liv var</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="379"/>
        <source>Season winner: {0}</source>
        <translation>Säsongens vinnare: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="383"/>
        <source>round {0}: cut-off passed, run the end-of-round check (Ctrl+E)</source>
        <translation>rond {0}: stopptiden har passerat, kör kontrollen vid rondslut (Ctrl+E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="386"/>
        <source>round {0} cut-off {1}</source>
        <translation>rond {0} stänger {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="389"/>
        <source>bye: {0}</source>
        <translation>frirond: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="395"/>
        <source>Game {0}: {1} – {2}, reports {3} / {4}</source>
        <translation>Parti {0}: {1} – {2}, rapporter {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="400"/>
        <source>No conflicts.</source>
        <translation>Inga konflikter.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>decided</source>
        <translation>beslutade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>corrected</source>
        <translation>rättade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="406"/>
        <source>R{0} {1}: {2} {3} {4} → {5}</source>
        <translation>R{0} {1}: {2} {3} {4} → {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="424"/>
        <source>Choose a game.</source>
        <translation>Välj ett parti.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Co&amp;rrect</source>
        <translation>&amp;Rätta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="474"/>
        <source>Round {0} stays open: {1}, {2}.</source>
        <translation>Rond {0} är fortfarande öppen: {1}, {2}.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="475"/>
        <source>%n game(s) waiting for reports</source>
        <translation>
            <numerusform>%n parti väntar på rapporter</numerusform>
            <numerusform>%n partier väntar på rapporter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="476"/>
        <source>%n conflict(s) waiting for an admin</source>
        <translation>
            <numerusform>%n konflikt väntar på en admin</numerusform>
            <numerusform>%n konflikter väntar på en admin</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="501"/>
        <source>Game {0} is not in the stop queue ({1}). Override the players&apos; reports with {2}?</source>
        <translation>Parti {0} står inte i konfliktkön ({1}). Ersätta spelarnas rapporter med {2}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="506"/>
        <source>Override</source>
        <translation>Ersätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="430"/>
        <source>Game {0}: {1} – {2} · reports {3} / {4}</source>
        <translation>Parti {0}: {1} – {2} · rapporter {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="441"/>
        <source>{0} have fewer games on the host site than HU-E1 asks. Accept anyway?</source>
        <translation>{0} har färre partier på värdsajten än HU-E1 kräver. Godkänna ändå?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="442"/>
        <source>Accept</source>
        <translation>Godkänn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="450"/>
        <source>Seed the accepted players and start the season? Seeds and registrations are then fixed.</source>
        <translation>Seeda de godkända spelarna och starta säsongen? Seedning och anmälningar låses då.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="451"/>
        <source>Start season</source>
        <translation>Starta säsongen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="472"/>
        <source>Round {0} has ended.</source>
        <translation>Rond {0} är avslutad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>Export round</source>
        <translation>Exportera rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="539"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>SeatCashBar</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="198"/>
        <source>Already holds a seat in the target</source>
        <translation>Har redan plats i målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="199"/>
        <source>Seat taken as &amp;cash…</source>
        <translation>Plats tagen som &amp;kontanter…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="202"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>Seat winner</source>
        <translation>Platsvinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>no seat won yet</source>
        <translation>ingen plats vunnen än</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="242"/>
        <source>{0} takes the seat&apos;s value in cash instead of the seat?</source>
        <translation>{0} tar platsens värde i kontanter i stället för platsen?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="244"/>
        <source>Pay the seat in cash</source>
        <translation>Betala platsen kontant</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="116"/>
        <source>&amp;Draw seats</source>
        <translation>&amp;Lotta platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="117"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>Lotta en plats åt varje spelare (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="118"/>
        <source>&amp;Late entry…</source>
        <translation>&amp;Sen anmälan…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="119"/>
        <source>Seat a late registration</source>
        <translation>Placera en sen anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="120"/>
        <source>&amp;Bust</source>
        <translation>Slå &amp;ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="121"/>
        <source>Bust the selected player(s)</source>
        <translation>Slå ut markerade spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="123"/>
        <source>Re&amp;instate…</source>
        <translation>Åter&amp;insätt…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="124"/>
        <source>Put a player busted by mistake back in play: places, prizes and bounties follow</source>
        <translation>Sätt tillbaka en spelare som slogs ut av misstag: placeringar, priser och bounties följer med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="126"/>
        <source>Set b&amp;utton</source>
        <translation>Sätt &amp;dealerknapp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="128"/>
        <source>Then click the seat that has the button</source>
        <translation>Klicka sedan på platsen som har knappen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="130"/>
        <source>Fi&amp;xed seat</source>
        <translation>&amp;Fast plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="132"/>
        <source>Keep the selected player in their seat</source>
        <translation>Behåll den markerade spelaren på sin plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="133"/>
        <source>Bloc&amp;k seat</source>
        <translation>Spä&amp;rra plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="135"/>
        <source>Block or open the selected empty seat</source>
        <translation>Spärra eller öppna den markerade tomma platsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="136"/>
        <source>&amp;List view</source>
        <translation>Lis&amp;tvy</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="137"/>
        <source>Show every seat as a list</source>
        <translation>Visa alla platser som en lista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="139"/>
        <source>Ph&amp;ones…</source>
        <translation>Telef&amp;oner…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="141"/>
        <source>Players&apos; phones: their codes, check-in, their seat and moves on their phone</source>
        <translation>Spelarnas telefoner: koder, incheckning, plats och flyttar i spelarens telefon</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="145"/>
        <source>&amp;Tables…</source>
        <translation>&amp;Bord…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="146"/>
        <source>The room&apos;s tables this event uses and the order they break (TDA-B6)</source>
        <translation>Lokalens bord som evenemanget använder och i vilken ordning de bryts (TDA-B6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="152"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>Var sitter… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="187"/>
        <source>Apply &amp;move</source>
        <translation>Utför fl&amp;ytt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="188"/>
        <source>Apply the selected (or first) move</source>
        <translation>Utför den markerade (eller första) flytten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="189"/>
        <source>Apply &amp;all</source>
        <translation>Utför &amp;alla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="190"/>
        <source>Apply every pending move</source>
        <translation>Utför alla väntande flyttar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="211"/>
        <source>Pending moves</source>
        <translation>Väntande flyttar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="302"/>
        <source>No seating for this event.</source>
        <translation>Ingen bordsplacering för denna turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="305"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>Spelare kvar: {left} · bord: {tables} · finalbord vid {final}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="311"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>Bord {n}: spelet stoppas tills det är balanserat (TDA-B5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="314"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>Sätt knappen vid bord {tables} (TDA-B2).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/tab.py" line="317"/>
        <source>%n registered player(s) without a seat: Late entry.</source>
        <translation>
            <numerusform>%n anmäld spelare utan plats: Sen anmälan.</numerusform>
            <numerusform>%n anmälda spelare utan plats: Sen anmälan.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="354"/>
        <source>{0}: table {1} seat {2} → table {3} seat {4}</source>
        <translation>{0}: bord {1} plats {2} → bord {3} plats {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="365"/>
        <source>Seats swap with {names}: they move together (TDA-F1-B).</source>
        <translation>Byter plats med {names}: flyttar samtidigt (TDA-F1-B).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="370"/>
        <source>Waits: {0}</source>
        <translation>Väntar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="376"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>Klicka på en plats för att markera den; Ctrl+klick lägger till platser.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="382"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>Bord {t} plats {s}: tom</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="426"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>Flytta {name} hit (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="430"/>
        <source>Button here</source>
        <translation>Knappen här</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="432"/>
        <source>Bust</source>
        <translation>Slå ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="433"/>
        <source>Fixed seat on/off</source>
        <translation>Fast plats på/av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="435"/>
        <source>Block / open seat</source>
        <translation>Spärra / öppna plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="437"/>
        <source>Reinstate a busted player here…</source>
        <translation>Återinsätt en utslagen spelare här…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="455"/>
        <source>Click the seat that has the button.</source>
        <translation>Klicka på platsen som har knappen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="483"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>Ingen placerad spelare matchar ”{text}”.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="485"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}: bord {t}, plats {s}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="488"/>
        <source>… and {n} more</source>
        <translation>… och {n} till</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="504"/>
        <source>Drawing seats…</source>
        <translation>Lottar platser…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="529"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>Alla anmälda spelare har en plats. Registrera den sena spelaren på fliken Spelare först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="549"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>Markera först spelaren/spelarna som ska slås ut (klicka på platsen).</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="627"/>
        <source>Mystery envelope for {0}: {1} to {2}</source>
        <translation>Mysteriekuvert för {0}: {1} till {2}</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="61"/>
        <source>Series</source>
        <translation>Serier</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="64"/>
        <source>&amp;New…</source>
        <translation>&amp;Ny…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="65"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Byt namn…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="66"/>
        <source>&amp;Delete…</source>
        <translation>&amp;Ta bort…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="81"/>
        <source>&amp;Add event</source>
        <translation>&amp;Lägg till turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="82"/>
        <source>Re&amp;move event</source>
        <translation>Ta &amp;bort turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="84"/>
        <source>Events</source>
        <translation>Turneringar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="95"/>
        <source>Square root: k × √field ÷ √place</source>
        <translation>Kvadratrot: k × √fält ÷ √placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="96"/>
        <source>Linear: k × (field − place + 1)</source>
        <translation>Linjär: k × (fält − placering + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="97"/>
        <source>Table by place</source>
        <translation>Tabell efter placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="98"/>
        <source>Tables by field size</source>
        <translation>Tabeller efter fältets storlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="100"/>
        <source>such as 100</source>
        <translation>till exempel 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="101"/>
        <source>points of 1st, 2nd, …: 100 80 65 50</source>
        <translation>poäng för 1:a, 2:a, …: 100 80 65 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="102"/>
        <source>places past the table: 0</source>
        <translation>placeringar efter tabellen: 0</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="103"/>
        <source>from field size: 1: 50 30; 20: 100 70 50</source>
        <translation>från fältets storlek: 1: 50 30; 20: 100 70 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="107"/>
        <source>All</source>
        <translation>Alla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="110"/>
        <source>&amp;Save formula</source>
        <translation>&amp;Spara formeln</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="112"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="114"/>
        <source>&amp;Formula</source>
        <translation>&amp;Formel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="115"/>
        <source>&amp;k</source>
        <translation>&amp;k</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="116"/>
        <source>&amp;Table</source>
        <translation>&amp;Tabell</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="117"/>
        <source>&amp;Bands</source>
        <translation>&amp;Intervall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="118"/>
        <source>Defa&amp;ult</source>
        <translation>Stan&amp;dard</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="119"/>
        <source>Best &amp;N results</source>
        <translation>Bästa &amp;N resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="129"/>
        <source>&amp;Print…</source>
        <translation>Skriv &amp;ut…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Rank</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="277"/>
        <source>{0}: place {1}</source>
        <translation>{0}: placering {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="278"/>
        <source>(dropped)</source>
        <translation>(räknas inte)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <source>New series</source>
        <translation>Ny serie</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Rename series</source>
        <translation>Byt namn på serien</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="320"/>
        <source>Delete the series {0}? Its events and their results stay; Edit › Undo brings the series back.</source>
        <translation>Ta bort serien {0}? Dess turneringar och deras resultat finns kvar; Redigera › Ångra tar tillbaka serien.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="321"/>
        <source>Delete</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="395"/>
        <source>Series leaderboard — {0}</source>
        <translation>Seriens topplista — {0}</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="29"/>
        <source>Floor staff</source>
        <translation>Floorpersonal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="30"/>
        <source>Who is working at this station? The name is recorded with every action in the log; change it from Edit › Floor staff name when someone else takes over.</source>
        <translation>Vem arbetar vid den här stationen? Namnet registreras i loggen vid varje åtgärd; ändra det under Redigera › Namn på floorpersonal när någon annan tar över.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="33"/>
        <source>Name recorded with every action:</source>
        <translation>Namn som registreras vid varje åtgärd:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="38"/>
        <source>e.g. Anna Lindqvist</source>
        <translation>t.ex. Anna Lindqvist</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="53"/>
        <source>Type the name of the person at this station.</source>
        <translation>Skriv namnet på personen vid den här stationen.</translation>
    </message>
</context>
<context>
    <name>StaffPinsDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="40"/>
        <source>Staff PINs for the floor tablets</source>
        <translation>PIN-koder för personalens golvplattor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="41"/>
        <source>A floor person signs in on a tablet at the player screens&apos; address followed by /staff, with their own PIN. Each tablet action is logged under their name.</source>
        <translation>En golvansvarig loggar in på en platta på spelarskärmarnas adress följd av /staff, med sin egen PIN-kod. Varje åtgärd från plattan loggas under deras namn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="67"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <source>PIN set</source>
        <translation>PIN-kod satt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="47"/>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="58"/>
        <source>empty: a random PIN</source>
        <translation>tomt: en slumpad PIN-kod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="59"/>
        <source>Set PIN</source>
        <translation>Sätt PIN-kod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="61"/>
        <source>Revoke the selected PIN…</source>
        <translation>Återkalla vald PIN-kod…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="68"/>
        <source>PIN (6 to 12 digits)</source>
        <translation>PIN-kod (6 till 12 siffror)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>revoked {0}</source>
        <translation>återkallad {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="101"/>
        <source>PIN for {0}: {1}. Write it down and hand it over: it is not shown again.</source>
        <translation>PIN-kod för {0}: {1}. Skriv upp den och lämna över den: den visas inte igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="112"/>
        <source>Revoke {0}&apos;s PIN? Their tablets stop at once.</source>
        <translation>Återkalla PIN-koden för {0}? Deras plattor slutar fungera direkt.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke PIN</source>
        <translation>Återkalla PIN-kod</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke</source>
        <translation>Återkalla</translation>
    </message>
</context>
<context>
    <name>StandbyDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="49"/>
        <source>Keep a standby copy</source>
        <translation>Reservkopia</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="51"/>
        <source>This laptop keeps a live copy of the host&apos;s database: every action saved on the host is on both laptops. If the host laptop dies, press Promote: this laptop becomes the host and the stations follow it.</source>
        <translation>Den här datorn håller en levande kopia av värdens databas: varje åtgärd som sparas hos värden finns på båda datorerna. Om värdens dator slutar fungera, tryck Befordra: den här datorn blir värd och stationerna följer den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="57"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>t.ex. 192.168.1.20 (tomt: kodens)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="63"/>
        <source>Off</source>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="66"/>
        <source>Once promoted, this laptop serves the player screens and the floor tablets&apos; staff pages on this port; the tablets are told it in advance. 0: off.</source>
        <translation>När kopian befordrats visar den här datorn spelarskärmarna och personalsidorna för golvets surfplattor på den här porten; surfplattorna får veta den i förväg. 0: av.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="75"/>
        <source>&amp;Address:</source>
        <translation>&amp;Adress:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="76"/>
        <source>Join &amp;code:</source>
        <translation>Anslutnings&amp;kod:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="77"/>
        <source>Staff pages &amp;port:</source>
        <translation>&amp;Port för personalsidor:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="78"/>
        <source>&amp;Event to serve:</source>
        <translation>&amp;Event att visa:</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="83"/>
        <source>&amp;Start the copy</source>
        <translation>&amp;Starta kopian</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="86"/>
        <source>&amp;Promote</source>
        <translation>&amp;Befordra</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="124"/>
        <source>Event to serve: name the event whose staff pages port {0} serves, or set the port to Off.</source>
        <translation>Event att visa: ange eventet vars personalsidor port {0} visar, eller sätt porten till Av.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="138"/>
        <source>Following the host: the copy answers on port {0}.</source>
        <translation>Följer värden: kopian svarar på port {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="158"/>
        <source>Promoted: this laptop is the host now. Join code: {0}</source>
        <translation>Befordrad: den här datorn är nu värd. Anslutningskod: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="186"/>
        <source>Staff pages for the floor tablets: port {0}, event {1}.</source>
        <translation>Personalsidor för golvets surfplattor: port {0}, event {1}.</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="35"/>
        <source>points</source>
        <translation>poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="36"/>
        <source>quality of wins</source>
        <translation>vinstkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="37"/>
        <source>quality of losses</source>
        <translation>förlustkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="38"/>
        <source>quality of games</source>
        <translation>matchkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="39"/>
        <source>second-order quality</source>
        <translation>andra ordningens kvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="40"/>
        <source>head-to-head</source>
        <translation>inbördes möte</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="41"/>
        <source>penalties</source>
        <translation>bestraffningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="42"/>
        <source>lot</source>
        <translation>lottning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="98"/>
        <source>(dropped)</source>
        <translation>(utgått)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="119"/>
        <source>Lot drawn for player: %1 (recorded seed)</source>
        <translation>Spelarens lott: %1 (sparat frö)</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="145"/>
        <source>Export standings CSV…</source>
        <translation>Exportera ställning som CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="147"/>
        <source>Export results CSV…</source>
        <translation>Exportera resultat som CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="153"/>
        <source>&amp;Ratings…</source>
        <translation>&amp;Rankingtal…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="160"/>
        <source>Top cut</source>
        <translation>Slutspel</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="197"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="198"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>efter %n rond</numerusform>
            <numerusform>efter %n ronder</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="218"/>
        <source>Winner: %1</source>
        <translation>Vinnare: %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>Export CSV</source>
        <translation>Exportera CSV</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-filer (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="239"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="240"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="258"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="268"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="241"/>
        <source>Semi-final</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="242"/>
        <source>Quarter-final</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="245"/>
        <source>Round of %1</source>
        <translation>Sista %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="260"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="269"/>
        <source>Semi-finals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="262"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="270"/>
        <source>Quarter-finals</source>
        <translation>Kvartsfinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="263"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="275"/>
        <source>Top %1</source>
        <translation>Topp %1</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="98"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="112"/>
        <source>The event&apos;s starting stack, set in the event&apos;s settings (File › Edit event…); presets and templates keep it</source>
        <translation>Turneringens startstack, angiven i turneringens inställningar (Arkiv › Redigera turnering…); förval och mallar behåller den</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="115"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>marker i spel, minsta först: 25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="148"/>
        <source>Add level</source>
        <translation>Lägg till nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="149"/>
        <source>Insert break</source>
        <translation>Infoga paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="150"/>
        <source>Duplicate</source>
        <translation>Duplicera</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="151"/>
        <source>Remove</source>
        <translation>Ta bort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="152"/>
        <source>Move up</source>
        <translation>Flytta upp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="153"/>
        <source>Move down</source>
        <translation>Flytta ned</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="157"/>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="158"/>
        <source>Set all durations</source>
        <translation>Ange alla längder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="162"/>
        <source>Load preset</source>
        <translation>Läs in förval</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="164"/>
        <source>Load template</source>
        <translation>Läs in mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="165"/>
        <source>Save as template</source>
        <translation>Spara som mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="166"/>
        <source>Import TOML…</source>
        <translation>Importera TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="167"/>
        <source>Export TOML…</source>
        <translation>Exportera TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="176"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="177"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="178"/>
        <source>Starting stack</source>
        <translation>Startstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="179"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="246"/>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="305"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}: {1} {2!r} är inget heltal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Level {0}</source>
        <translation>Nivå {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="427"/>
        <source>Replace the template {0!r}?</source>
        <translation>Ersätta mallen {0!r}?</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Import structure</source>
        <translation>Importera struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>Strukturfiler (*.toml);;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="442"/>
        <source>Cannot read {0}: {1}</source>
        <translation>Kan inte läsa {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="455"/>
        <source>Export structure</source>
        <translation>Exportera struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="456"/>
        <source>Structure files (*.toml)</source>
        <translation>Strukturfiler (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="464"/>
        <source>Cannot write {0}: {1}</source>
        <translation>Kan inte skriva {0}: {1}</translation>
    </message>
</context>
<context>
    <name>StructurePanel</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Blinds</source>
        <translation>Mörkar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="234"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="255"/>
        <source>Games&apos; structure: {0}, starting stack {1}</source>
        <translation>Partiernas struktur: {0}, startstack {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="261"/>
        <source>Break</source>
        <translation>Paus</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="28"/>
        <source>Swap players — round %1</source>
        <translation>Byt spelare — rond %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="39"/>
        <source>%1 (organiser bye)</source>
        <translation>%1 (frirunda från arrangören)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="40"/>
        <source>%1 (bye)</source>
        <translation>%1 (frirunda)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="42"/>
        <source>%1 (table %2)</source>
        <translation>%1 (bord %2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="55"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="56"/>
        <source>swaps with</source>
        <translation>byter med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="57"/>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="73"/>
        <source>Pick two different players.</source>
        <translation>Välj två olika spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="76"/>
        <source>Warning: %1</source>
        <translation>Varning: %1</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="67"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="69"/>
        <source>BYE</source>
        <translation>FRIRUNDA</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>organiser bye</source>
        <translation>frirunda från arrangören</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>bye</source>
        <translation>frirunda</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="86"/>
        <source>(corrected)</source>
        <translation>(rättat)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="93"/>
        <source>Paired by hand</source>
        <translation>Parad för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>ML</source>
        <translation>FM</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>GL</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="112"/>
        <source>Match loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>Förlorad match för {0} (ett straff, PEN-2): lappen sa {1}, matchen räknas {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="116"/>
        <source>Game loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>Förlorat parti för {0} (ett straff, PEN-2): lappen sa {1}, matchen räknas {2}.</translation>
    </message>
</context>
<context>
    <name>TabletPage</name>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="25"/>
        <source>{0} at table {1}</source>
        <translation>{0} vid bord {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="26"/>
        <source>Signed in: {0}</source>
        <translation>Inloggad: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="27"/>
        <source>Another table</source>
        <translation>Annat bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="28"/>
        <source>Refresh</source>
        <translation>Uppdatera</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="29"/>
        <source>Table {0} is not playing in this event.</source>
        <translation>Bord {0} spelar inte i den här turneringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="30"/>
        <source>This event has no floor pages.</source>
        <translation>Den här turneringen har inga golvsidor.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="31"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="32"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="33"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="34"/>
        <source>Out</source>
        <translation>Ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="35"/>
        <source>Won the pot</source>
        <translation>Vann potten</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="36"/>
        <source>Tick who is out, and who won their chips (several for a split pot).</source>
        <translation>Kryssa för vem som är ute och vem som vann markerna (flera vid delad pott).</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="37"/>
        <source>Bust the players ticked out</source>
        <translation>Slå ut de förkryssade spelarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="38"/>
        <source>Hand done (with the players ticked out)</source>
        <translation>Given klar (med de förkryssade spelarna ute)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="39"/>
        <source>Hand for hand, hand {0}: this table is playing the hand.</source>
        <translation>Hand för hand, giv {0}: det här bordet spelar given.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="40"/>
        <source>Hand for hand, hand {0}: this table has reported; wait for the others.</source>
        <translation>Hand för hand, giv {0}: det här bordet har rapporterat; vänta på de andra.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="41"/>
        <source>Hand for hand: wait for the desk to start the next hand.</source>
        <translation>Hand för hand: vänta tills sekretariatet startar nästa giv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="42"/>
        <source>Chip counts</source>
        <translation>Markräkning</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="43"/>
        <source>Type the stacks you counted; a blank keeps the player&apos;s chips.</source>
        <translation>Skriv in de stackar du räknat; ett tomt fält behåller spelarens marker.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="44"/>
        <source>Save the chip counts</source>
        <translation>Spara markräkningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="45"/>
        <source>Late entries waiting for a seat</source>
        <translation>Sena anmälningar som väntar på plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="46"/>
        <source>Seat {0} here</source>
        <translation>Placera {0} här</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="47"/>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="48"/>
        <source>Call the clock</source>
        <translation>Begär klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="49"/>
        <source>Pause the clock</source>
        <translation>Pausa klockan</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="50"/>
        <source>Resume the clock</source>
        <translation>Starta klockan igen</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="51"/>
        <source>Round {0}, table {1}</source>
        <translation>Rond {0}, bord {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="52"/>
        <source>{0} against {1}</source>
        <translation>{0} mot {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="53"/>
        <source>{0} has a bye.</source>
        <translation>{0} har en bye.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="54"/>
        <source>Table {0} has no match in the round being played.</source>
        <translation>Bord {0} har ingen match i ronden som spelas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="55"/>
        <source>Result recorded: {0}</source>
        <translation>Resultat registrerat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="56"/>
        <source>The result, {0}&apos;s games first</source>
        <translation>Resultatet, {0}s partier först</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="57"/>
        <source>Busted: {0}</source>
        <translation>Utslagna: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="58"/>
        <source>Hand done reported for table {0}.</source>
        <translation>Klar giv rapporterad för bord {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="59"/>
        <source>Chip counts saved for table {0}.</source>
        <translation>Markräkningen sparad för bord {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="60"/>
        <source>Seated at seat {0}.</source>
        <translation>Placerad på plats {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="61"/>
        <source>The clock is called: {0} seconds.</source>
        <translation>Klockan är begärd: {0} sekunder.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="62"/>
        <source>The clock is paused.</source>
        <translation>Klockan är pausad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="63"/>
        <source>The clock runs again.</source>
        <translation>Klockan går igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="64"/>
        <source>Result saved.</source>
        <translation>Resultatet sparat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="65"/>
        <source>Table {0} changed at {1}: {2}</source>
        <translation>Bord {0} ändrades vid {1}: {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="66"/>
        <source>Table {0} changed at a tablet ({1}): {2}</source>
        <translation>Bord {0} ändrades från en golvplatta ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="67"/>
        <source>Changes at this table</source>
        <translation>Ändringar vid det här bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="68"/>
        <source>Show the table as it is now</source>
        <translation>Visa bordet som det är nu</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="53"/>
        <source>Floor tablet</source>
        <translation>Golvplatta</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="54"/>
        <source>Your staff PIN</source>
        <translation>Din PIN-kod som personal</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="55"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="56"/>
        <source>Sign in</source>
        <translation>Logga in</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="57"/>
        <source>Sign out</source>
        <translation>Logga ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="58"/>
        <source>This PIN does not open the staff pages. Ask the desk.</source>
        <translation>Den här PIN-koden öppnar inte personalsidorna. Fråga i sekretariatet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="59"/>
        <source>A player&apos;s code does not open the staff pages: sign in with your staff PIN.</source>
        <translation>En spelares kod öppnar inte personalsidorna: logga in med din PIN-kod.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="60"/>
        <source>Your PIN has been revoked: nothing was saved. Ask the desk.</source>
        <translation>Din PIN-kod har återkallats: inget sparades. Fråga i sekretariatet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="61"/>
        <source>This page had expired, so nothing was saved: the table as it is now is below.</source>
        <translation>Sidan hade gått ut, så inget sparades: bordet som det är nu står nedan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="62"/>
        <source>The table has changed since this page was drawn (a player moved, the table was broken or re-paired), so nothing was saved. The table as it is now is below: check it and try again.</source>
        <translation>Bordet har ändrats sedan sidan visades (en spelare flyttades, bordet bröts eller lottades om), så inget sparades. Bordet som det är nu står nedan: kontrollera och försök igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="63"/>
        <source>Not saved: {0}</source>
        <translation>Inte sparat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="64"/>
        <source>Signed out.</source>
        <translation>Utloggad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="65"/>
        <source>Signed in as {0}</source>
        <translation>Inloggad som {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="66"/>
        <source>Which table are you at?</source>
        <translation>Vid vilket bord är du?</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="67"/>
        <source>This page&apos;s server does not answer: nothing can be saved now. Trying again…</source>
        <translation>Sidans server svarar inte: inget kan sparas nu. Försöker igen…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="68"/>
        <source>This page&apos;s server does not answer: nothing can be saved here now. The page goes on at the standby copy as soon as it answers…</source>
        <translation>Sidans server svarar inte: inget kan sparas här nu. Sidan fortsätter hos reservkopian så snart den svarar…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="69"/>
        <source>If this page stops answering, the staff pages go on at {0}</source>
        <translation>Om sidan slutar svara fortsätter personalsidorna på {0}</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="105"/>
        <source>Round templates</source>
        <translation>Rondmallar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="110"/>
        <source>One slot a line: 2026-12-01 20:00</source>
        <translation>En tid per rad: 2026-12-01 20:00</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="115"/>
        <source>&amp;Save template</source>
        <translation>&amp;Spara mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="118"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="121"/>
        <source>Template</source>
        <translation>Mall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="122"/>
        <source>Slots</source>
        <translation>Tider</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="140"/>
        <source>No templates yet: rounds then get one slot a day at 20:00.</source>
        <translation>Inga mallar än: ronder får då en tid per dag kl. 20:00.</translation>
    </message>
</context>
<context>
    <name>TermsDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="16"/>
        <source>Buy-in (prize pool part)</source>
        <translation>Inköp (till prispotten)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="17"/>
        <source>Fee (rake)</source>
        <translation>Avgift (rake)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="18"/>
        <source>Bounty</source>
        <translation>Bounty</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="19"/>
        <source>Re-entries per player</source>
        <translation>Re-entries per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="20"/>
        <source>0: no re-entry</source>
        <translation>0: ingen re-entry</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="21"/>
        <source>Re-entry price (prize pool part)</source>
        <translation>Pris för re-entry (till prispotten)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="22"/>
        <source>0: the same as the buy-in</source>
        <translation>0: samma som inköpet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="23"/>
        <source>Re-entry chips</source>
        <translation>Marker vid re-entry</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="24"/>
        <source>0: the starting stack</source>
        <translation>0: startstacken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="25"/>
        <source>Rebuys per player</source>
        <translation>Rebuys per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="26"/>
        <source>0: no rebuys</source>
        <translation>0: inga rebuys</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="27"/>
        <source>Rebuy price</source>
        <translation>Pris för rebuy</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="28"/>
        <source>Rebuy chips</source>
        <translation>Marker vid rebuy</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="29"/>
        <source>Rebuys until level</source>
        <translation>Rebuys till och med nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="30"/>
        <source>0: until registration closes</source>
        <translation>0: tills registreringen stängs</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="31"/>
        <source>Add-on price</source>
        <translation>Pris för add-on</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="32"/>
        <source>0: no add-on</source>
        <translation>0: ingen add-on</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="33"/>
        <source>Add-on chips</source>
        <translation>Marker vid add-on</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="34"/>
        <source>Late registration until level</source>
        <translation>Sen registrering till och med nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="35"/>
        <source>Entries and re-entries close after this level; 0: closed by hand</source>
        <translation>Inköp och re-entries stängs efter denna nivå; 0: stängs för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="37"/>
        <source>Guaranteed prize pool</source>
        <translation>Garanterad prispott</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="38"/>
        <source>Added money</source>
        <translation>Tillagda pengar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="39"/>
        <source>Round prizes to</source>
        <translation>Avrunda priser till</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="50"/>
        <source>Entry fees and terms</source>
        <translation>Avgifter och villkor</translation>
    </message>
</context>
<context>
    <name>WalkInDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="59"/>
        <source>Walk-in — {0}</source>
        <translation>Walk-in — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="63"/>
        <source>Type a name: a returning player is found</source>
        <translation>Skriv ett namn: en återkommande spelare hittas</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>In this event</source>
        <translation>I denna turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>Events</source>
        <translation>Turneringar</translation>
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
        <translation>Kvitto 80 mm</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="97"/>
        <source>&amp;Name</source>
        <translation>&amp;Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="99"/>
        <source>&amp;Kind</source>
        <translation>&amp;Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="100"/>
        <source>&amp;Method</source>
        <translation>&amp;Betalsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="101"/>
        <source>Price</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="102"/>
        <source>&amp;Ticket</source>
        <translation>&amp;Biljett</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="103"/>
        <source>&amp;Take, seat and print</source>
        <translation>&amp;Ta emot, placera och skriv ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="142"/>
        <source>{0} — {1} chips</source>
        <translation>{0} — {1} marker</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="160"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnering</numerusform>
            <numerusform>%n turneringar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="221"/>
        <source>%n person(s) of the player database match: Down and Enter pick one; Enter again registers a new player “{0}”.</source>
        <translation>
            <numerusform>%n person i spelardatabasen matchar: Ned och Enter väljer; Enter igen registrerar en ny spelare ”{0}”.</numerusform>
            <numerusform>%n personer i spelardatabasen matchar: Ned och Enter väljer en; Enter igen registrerar en ny spelare ”{0}”.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="256"/>
        <source>Undone: {0}</source>
        <translation>Ångrat: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="262"/>
        <source>{0}: paid, {1} chips — seated by the draw</source>
        <translation>{0}: betalt, {1} marker — placeras vid lottningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="264"/>
        <source>{0}: table {1}, seat {2} — {3} chips</source>
        <translation>{0}: bord {1}, plats {2} — {3} marker</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="97"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>Något gick fel i tdesk; det som sparats tidigare är i säkerhet.

{0}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="38"/>
        <source>usage: </source>
        <translation>användning: </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="39"/>
        <source>positional arguments</source>
        <translation>positionsargument</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="40"/>
        <source>options</source>
        <translation>flaggor</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="41"/>
        <source>show this help message and exit</source>
        <translation>visa den här hjälpen och avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="42"/>
        <source>show program&apos;s version number and exit</source>
        <translation>visa programmets versionsnummer och avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="48"/>
        <source>unrecognized arguments: %s</source>
        <extracomment>argparse&apos;s error templates, most specific first (&quot;invalid int value&quot; before &quot;invalid … value&quot;); ``%s``, ``%r`` and ``%(name)s`` stand for what argparse put in.</extracomment>
        <translation>okända argument: %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="49"/>
        <source>the following arguments are required: %s</source>
        <translation>följande argument krävs: %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="50"/>
        <source>one of the arguments %s is required</source>
        <translation>ett av argumenten %s krävs</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="51"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>argument %(argument_name)s: %(message)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="52"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>ogiltigt val: %(value)r (välj bland %(choices)s)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="53"/>
        <source>invalid int value: %(value)r</source>
        <translation>inte ett heltal: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="54"/>
        <source>invalid float value: %(value)r</source>
        <translation>inte ett tal: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="55"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>ogiltigt %(type)s-värde: %(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="56"/>
        <source>expected one argument</source>
        <translation>ett värde förväntas</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="57"/>
        <source>expected at most one argument</source>
        <translation>högst ett värde förväntas</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="58"/>
        <source>expected at least one argument</source>
        <translation>minst ett värde förväntas</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="59"/>
        <source>not allowed with argument %s</source>
        <translation>inte tillåtet tillsammans med argumentet %s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="60"/>
        <source>ignored explicit argument %r</source>
        <translation>det angivna värdet %r ignorerades</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="61"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>tvetydig flagga: %(option)s kan betyda %(matches)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="62"/>
        <source>unexpected option string: %s</source>
        <translation>oväntad flagga: %s</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="355"/>
        <source>Backup written to {0}</source>
        <translation>Säkerhetskopian skrevs till {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="371"/>
        <source>The store {0} already has the demo events. Recreate them? Their results will be lost. [y/N] </source>
        <translation>Databasen {0} har redan demoturneringarna. Skapa dem på nytt? Deras resultat går förlorade. [y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="375"/>
        <source>The store {0} already has the demo events: kept them as they are (no terminal to ask; add --yes to recreate them).</source>
        <translation>Databasen {0} har redan demoturneringarna: de behölls som de är (ingen terminal att fråga i; lägg till --yes för att skapa dem på nytt).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="381"/>
        <source>Demo store ready at {0} (%n event(s)).</source>
        <translation>
            <numerusform>Demodatabasen är klar: {0} (%n turnering).</numerusform>
            <numerusform>Demodatabasen är klar: {0} (%n turneringar).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="25"/>
        <source>Each row is matched to the person of the player database it is, accent- and case-blind: a single person spelled exactly as the row is taken; a row with namesakes (two or more people of that name) or one person spelled otherwise (&quot;kate dixon&quot; for Kate Dixon) refuses the import, listing them, until each is said: --person LINE=#ID or LINE=new, --match (take the single person spelled otherwise; namesakes still need --person), or --new-people (every row a new person). A returning person keeps their rating and details; the file&apos;s values fill only what they lack.</source>
        <translation>Varje rad matchas mot den person i spelardatabasen den är, utan hänsyn till accenter och versaler: en enda person stavad exakt som raden tas; en rad med namnar (två eller fler personer med det namnet) eller en person stavad annorlunda (&quot;kate dixon&quot; för Kate Dixon) stoppar importen med en lista, tills var och en är angiven: --person RAD=#NUMMER eller RAD=new, --match (ta den enda personen stavad annorlunda; namnar kräver ändå --person) eller --new-people (varje rad en ny person). En återkommande person behåller sin rating och sina uppgifter; filens värden fyller bara i det som saknas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="41"/>
        <source>also take the single person whose name differs only in accents or case (namesakes still need --person)</source>
        <translation>ta också den enda person vars namn bara skiljer sig i accenter eller versaler (namnar kräver ändå --person)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="45"/>
        <source>make every row a new person (no matching)</source>
        <translation>gör varje rad till en ny person (ingen matchning)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="46"/>
        <source>LINE=#ID|LINE=new</source>
        <translation>RAD=#NUMMER|RAD=new</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="48"/>
        <source>the person the file&apos;s line LINE is (#ID: the person number, as tdesk person find shows; new: a new person); repeatable</source>
        <translation>vilken person filens rad RAD är (#NUMMER: personens nummer som tdesk person find visar; new: en ny person); kan upprepas</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/imports.py" line="124"/>
        <source>Imported %n player(s) ({0}).</source>
        <translation>
            <numerusform>Importerade %n spelare ({0}).</numerusform>
            <numerusform>Importerade %n spelare ({0}).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="125"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>Återkommande personer: {0}; nya personer: {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="133"/>
        <source>Line {0}: {1} keeps {2} (the file says {3}).</source>
        <translation>Rad {0}: {1} behåller {2} (filen säger {3}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="413"/>
        <source>Exported the rating list to {0}</source>
        <translation>Rankinglistan exporterad till {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="428"/>
        <source>Exported results to {0}</source>
        <translation>Resultaten exporterades till {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="433"/>
        <source>Exported %n player(s) to {0}</source>
        <translation>
            <numerusform>Exporterade %n spelare till {0}</numerusform>
            <numerusform>Exporterade %n spelare till {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="487"/>
        <location filename="../../tdesk/cli/__init__.py" line="545"/>
        <location filename="../../tdesk/cli/people.py" line="110"/>
        <location filename="../../tdesk/cli/series.py" line="109"/>
        <source>Wrote {0}</source>
        <translation>Skrev {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="23"/>
        <source>register decklists from text files (DECK-1..DECK-5)</source>
        <translation>registrera decklistor från textfiler (DECK-1..DECK-5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="25"/>
        <source>ACTION</source>
        <translation>ÅTGÄRD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="29"/>
        <source>import lists: a file per player named after them, or &apos;# Player: Name&apos; headers</source>
        <translation>importera listor: en fil per spelare med spelarens namn, eller rubriker &apos;# Player: Name&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="32"/>
        <location filename="../../tdesk/cli/screens.py" line="33"/>
        <location filename="../../tdesk/cli/venue.py" line="42"/>
        <source>FILE</source>
        <translation>FIL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="34"/>
        <source>after round 1 is paired: the head judge changes locked lists (DECK-5); needs --reason</source>
        <translation>efter att rond 1 är lottad: huvuddomaren ändrar låsta listor (DECK-5); kräver --reason</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="36"/>
        <source>why a locked list changes (the log keeps it)</source>
        <translation>varför en låst lista ändras (loggen sparar det)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="40"/>
        <source>show or set the cards allowed in any number of copies (DECK-4)</source>
        <translation>visa eller ange korten som är tillåtna i valfritt antal exemplar (DECK-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="43"/>
        <source>CARD</source>
        <translation>KORT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="44"/>
        <source>the card names (quote a name with spaces); none: show the list</source>
        <translation>kortens namn (citera ett namn med mellanslag); inga: visa listan</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="47"/>
        <source>no card is allowed in any number (clears the list)</source>
        <translation>inget kort är tillåtet i valfritt antal (tömmer listan)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="67"/>
        <source>Registered: {0}</source>
        <translation>Registrerad: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="68"/>
        <source>Replaced: {0}</source>
        <translation>Ersatt: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="71"/>
        <source>Not imported: {0} ({1}): {2}</source>
        <translation>Inte importerad: {0} ({1}): {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="74"/>
        <source>Lists still missing: {0}</source>
        <translation>Listor som fortfarande saknas: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="92"/>
        <source>Cards allowed in any number: {0}</source>
        <translation>Kort tillåtna i valfritt antal: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="93"/>
        <source>none</source>
        <translation>inga</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="24"/>
        <source>log a judge call, give a table extra time, or list them</source>
        <translation>logga ett domarsamtal, ge ett bord extra tid eller lista dem</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="28"/>
        <source>the round (default: the latest)</source>
        <translation>ronden (standard: den senaste)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="30"/>
        <source>the table number</source>
        <translation>bordets nummer</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="32"/>
        <source>the judge&apos;s name</source>
        <translation>domarens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="33"/>
        <source>call: what the judge ruled</source>
        <translation>call: vad domaren beslutade</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="35"/>
        <source>ID</source>
        <translation>NUMMER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="36"/>
        <source>call: the penalty the ruling gave (its number in the log)</source>
        <translation>call: straffet som beslutet gav (dess nummer i loggen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="39"/>
        <source>extend: minutes (1 to 60); call: extra time for the same table</source>
        <translation>extend: minuter (1 till 60); call: extra tid för samma bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="42"/>
        <source>extend: why (a deck check, a ruling); call: default the ruling</source>
        <translation>extend: varför (en leklistekontroll, ett beslut); call: standard är beslutet</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="69"/>
        <source>Judge call #{0} logged at table {1}, round {2}.</source>
        <translation>Domarsamtal nr {0} loggat vid bord {1}, rond {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="77"/>
        <location filename="../../tdesk/cli/judge_calls.py" line="88"/>
        <source>Table {0}: +{1} min</source>
        <translation>Bord {0}: +{1} min</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="86"/>
        <location filename="../../tdesk/cli/phones.py" line="99"/>
        <source>Round {0}</source>
        <translation>Rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="89"/>
        <source>{0}  table {1}  judge call, {2}: {3}</source>
        <translation>{0}  bord {1}  domarsamtal, {2}: {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="93"/>
        <source>{0}  table {1}  +{2} min, {3}: {4}</source>
        <translation>{0}  bord {1}  +{2} min, {3}: {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="28"/>
        <source>players&apos; phones: reporting on/off, lock a round, check-in, the queue and drop requests</source>
        <translation>spelarnas telefoner: rapportering på/av, lås en rond, incheckning, kön och begäranden om att lämna</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="34"/>
        <source>decide: the table</source>
        <translation>decide: bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="36"/>
        <source>decide: the result for the table&apos;s A</source>
        <translation>decide: resultatet för bordets A</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="39"/>
        <source>checkin: what the check-in is for (&quot;Round 2&quot;; &quot;&quot; closes it)</source>
        <translation>checkin: vad incheckningen gäller (&quot;Rond 2&quot;; &quot;&quot; stänger den)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="41"/>
        <source>drop: the request&apos;s number</source>
        <translation>drop: begärans nummer</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="44"/>
        <source>drop: drop the player</source>
        <translation>drop: dra ur spelaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="46"/>
        <source>drop: keep the player in</source>
        <translation>drop: behåll spelaren kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Semi-finals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="106"/>
        <source>Quarter-finals</source>
        <translation>Kvartsfinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="107"/>
        <source>Top {0}</source>
        <translation>Topp {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="117"/>
        <source>{0} locked</source>
        <translation>{0} låst</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="119"/>
        <source>Phone reports: {0}</source>
        <translation>Resultat från telefoner: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="23"/>
        <source>a card-game event&apos;s prizes per place (show, set, clear)</source>
        <translation>en kortspelsturnerings priser per placering (show, set, clear)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="27"/>
        <source>LINE</source>
        <translation>RAD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="28"/>
        <source>set: one line per place or range, such as &quot;1: 100 store credit&quot; or &quot;3-4: 6 boosters&quot; (each place of the range gets it)</source>
        <translation>set: en rad per placering eller intervall, till exempel &quot;1: 100 store credit&quot; eller &quot;3-4: 6 boosters&quot; (varje placering i intervallet får det)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="33"/>
        <source>a Swiss event&apos;s late entries: losses for missed rounds, the bye in their first round (CG-P3)</source>
        <translation>sen anmälan i en schweizerturnering: förluster för missade ronder, frirundan i den första ronden (CG-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="38"/>
        <source>each round a late entry missed counts as a match loss</source>
        <translation>varje rond en sen anmälan missade räknas som en matchförlust</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="41"/>
        <source>on: a late entry may get the bye of the round they join</source>
        <translation>on: en sen anmälan kan få frirundan i den rond spelaren ansluter i</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="60"/>
        <source>Late entries: losses for missed rounds: {0}</source>
        <translation>Sena anmälningar: förluster för missade ronder: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>off</source>
        <translation>av</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="62"/>
        <source>Late entries may get the bye in their first round: {0}</source>
        <translation>Sena anmälningar kan få frironden i sin första rond: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="77"/>
        <source>No prizes listed.</source>
        <translation>Inga priser angivna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="118"/>
        <source>round {0} locked</source>
        <translation>rond {0} låst</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="123"/>
        <source>Check-in for {0}: {1} of {2}; not yet: {3}</source>
        <translation>Incheckning för {0}: {1} av {2}; inte än: {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="127"/>
        <source>disputes the other&apos;s report</source>
        <translation>bestrider den andras rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="129"/>
        <source>{0} table {1}: {2} reports {3}, {4} reports {5} (each their own games first)</source>
        <translation>{0} bord {1}: {2} rapporterar {3}, {4} rapporterar {5} (var och en med sina partier först)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="133"/>
        <source>: the reports conflict</source>
        <translation>; rapporterna går isär</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="135"/>
        <source>Drop request #{0}: {1}</source>
        <translation>Begärt avhopp nr {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="25"/>
        <source>find a person, print their history, export or import the player database</source>
        <translation>hitta en person, skriv ut personens historik, exportera eller importera spelardatabasen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="29"/>
        <source>find: what to look for; history: the person&apos;s name or #ID; import: the CSV file</source>
        <translation>find: vad som ska sökas; history: personens namn eller #NUMMER; import: CSV-filen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="32"/>
        <source>export: the CSV to write; history: a PDF sheet to write</source>
        <translation>export: CSV-filen att skriva; history: ett PDF-blad att skriva</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="35"/>
        <source>export: include contact and notes (private)</source>
        <translation>export: ta med kontakt och anteckningar (privat)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="37"/>
        <source>find: at most this many</source>
        <translation>find: högst så många</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="60"/>
        <source>Exported {0} people to {1}.</source>
        <translation>Exporterade {0} personer till {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="65"/>
        <source>Imported {0} new people; {1} matched people already there.</source>
        <translation>Importerade {0} nya personer; {1} fanns redan och matchades.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="77"/>
        <source>Nobody matches {0!r}.</source>
        <translation>Ingen matchar {0!r}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="80"/>
        <source>last: {0}</source>
        <translation>senast: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/people.py" line="84"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n turnering</numerusform>
            <numerusform>%n turneringar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Penalties</source>
        <translation>Bestraffningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="120"/>
        <source>lives: {0}</source>
        <translation>liv: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="23"/>
        <source>preview or apply an event&apos;s ratings, or show a person&apos;s</source>
        <translation>förhandsgranska eller tillämpa en turnerings ratingar, eller visa en persons</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="26"/>
        <source>show: the person&apos;s name, or #ID (the number tdesk person find lists)</source>
        <translation>show: personens namn, eller #NUMMER (numret som tdesk person find listar)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="28"/>
        <source>preview, apply: the event</source>
        <translation>preview, apply: turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="30"/>
        <source>apply: the game rated (RAT-1)</source>
        <translation>apply: spelet som ratas (RAT-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="32"/>
        <source>apply: the K factor, 1 to 100</source>
        <translation>apply: K-faktorn, 1 till 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="50"/>
        <source>Applied the {0} ratings of {1} players (K {2}).</source>
        <translation>Rankingtalen i {0} uppdaterades för {1} spelare (K {2}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="62"/>
        <source>{0}: {1}, K {2}</source>
        <translation>{0}: {1}, K {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="64"/>
        <source>Applied at {0}.</source>
        <translation>Uppdaterat {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="66"/>
        <source>Results still missing: {0}.</source>
        <translation>Resultat som saknas: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="71"/>
        <location filename="../../tdesk/cli/ratings.py" line="86"/>
        <source>({0} matches)</source>
        <translation>({0} matcher)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="84"/>
        <source>no ratings yet</source>
        <translation>inga rankingtal än</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="28"/>
        <source>list series, show or print a leaderboard, make a series, add events to it</source>
        <translation>lista serier, visa eller skriv ut en topplista, skapa en serie, lägg till turneringar i den</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="32"/>
        <source>the series&apos; name</source>
        <translation>seriens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="35"/>
        <source>board: print the leaderboard sheet to this PDF</source>
        <translation>board: skriv ut topplistan till den här PDF-filen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="38"/>
        <source>create: sqrt (k·√field/√place), linear (k·(field−place+1)), by_place (--table), by_field (--bands)</source>
        <translation>create: sqrt (k·√fält/√placering), linear (k·(fält−placering+1)), by_place (--table), by_field (--bands)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="41"/>
        <source>create: k of sqrt and linear (default 100)</source>
        <translation>create: k för sqrt och linear (standard 100)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="43"/>
        <source>create: points of 1st, 2nd, …: &quot;100 80 65&quot;</source>
        <translation>create: poäng för 1:a, 2:a, …: &quot;100 80 65&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="46"/>
        <source>create: tables by field size: &quot;1: 50 30; 20: 100 70 50&quot;</source>
        <translation>create: tabeller efter fältets storlek: &quot;1: 50 30; 20: 100 70 50&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="48"/>
        <source>create: points past the table</source>
        <translation>create: poäng efter tabellens slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="51"/>
        <source>create: count each person&apos;s best N results (default: all)</source>
        <translation>create: räkna varje persons N bästa resultat (standard: alla)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="54"/>
        <source>add/remove: an event (name or id); several may be given</source>
        <translation>add/remove: en turnering (namn eller id); flera kan anges</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="69"/>
        <source>No series yet: make one with tdesk series create NAME.</source>
        <translation>Inga serier än: skapa en med tdesk series create NAMN.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="71"/>
        <source>best {0}</source>
        <translation>bästa {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="72"/>
        <source>all results</source>
        <translation>alla resultat</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="73"/>
        <source>{0}: %n event(s), {1} formula, {2}</source>
        <translation>
            <numerusform>{0}: %n turnering, formel {1}, {2}</numerusform>
            <numerusform>{0}: %n turneringar, formel {1}, {2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="87"/>
        <source>Series {0} created.</source>
        <translation>Serien {0} är skapad.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="102"/>
        <source>Series {0}: %n event(s).</source>
        <translation>
            <numerusform>Serien {0}: %n turnering.</numerusform>
            <numerusform>Serien {0}: %n turneringar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="128"/>
        <source>No results yet.</source>
        <translation>Inga resultat ännu.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="29"/>
        <source>draft pods: draw them, place late entries or show them</source>
        <translation>draftpoddar: lotta dem, placera sena anmälningar eller visa dem</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="33"/>
        <source>draw: the seed (default: random)</source>
        <translation>draw: fröet (standard: slumpmässigt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="36"/>
        <source>set: pair round 1 across each pod&apos;s table (seat 1 v 5, 2 v 6 … in a pod of 8) or by lot (CG-D5-A)</source>
        <translation>set: lotta rond 1 tvärs över varje podds bord (plats 1 mot 5, 2 mot 6 … i en podd på 8) eller genom lottning (CG-D5-A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="40"/>
        <source>a poker or OFC event&apos;s tables and break order (show, set); reserved tables of a Swiss event (reserve, show)</source>
        <translation>bord och brytordning för en poker- eller OFC-turnering (show, set); reserverade bord i en schweizerturnering (reserve, show)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="46"/>
        <source>set: the room&apos;s tables the event uses, such as 1-8 or 1-6,9</source>
        <translation>set: lokalens bord som turneringen använder, till exempel 1-8 eller 1-6,9</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="49"/>
        <source>set: the tables that break first, in order, such as 8,7,6 (the others follow, highest number first; empty: none listed)</source>
        <translation>set: borden som bryts först, i ordning, till exempel 8,7,6 (de andra följer, högsta nummer först; tomt: inga angivna)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="53"/>
        <source>reserve: the player&apos;s name</source>
        <translation>reserve: spelarens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="56"/>
        <source>reserve: the table number (0 frees the player&apos;s table)</source>
        <translation>reserve: bordets nummer (0 frigör spelarens bord)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="85"/>
        <source>Pod {0}</source>
        <translation>Pod {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="89"/>
        <source>Without a pod: {0}</source>
        <translation>Utan pod: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="91"/>
        <source>Round 1: across each pod&apos;s table</source>
        <translation>Rond 1: tvärs över varje podds bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="93"/>
        <source>Round 1: by lot</source>
        <translation>Rond 1: genom lottning</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="104"/>
        <source>No table is reserved.</source>
        <translation>Inget bord är reserverat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="106"/>
        <source>Table {0}: {1}</source>
        <translation>Bord {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="26"/>
        <source>list an event&apos;s bounties (heads, collected), or set its bounty format</source>
        <translation>lista en turnerings bountys (huvuden, insamlade), eller ange dess bountyformat</translation>
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
        <translation>turneringens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="30"/>
        <source>set the bounty format (none: the event pays no bounties)</source>
        <translation>ange bountyformatet (none: turneringen betalar inga bountys)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="32"/>
        <source>FRACTION</source>
        <translation>ANDEL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="33"/>
        <source>progressive: the part of a head paid at once (default 1/2)</source>
        <translation>progressive: den del av ett huvud som betalas direkt (standard 1/2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="36"/>
        <source>a split pot&apos;s odd unit: to the eliminator listed first (default) or the bigger stack (BNT-2)</source>
        <translation>en delad potts udda enhet: till den först angivna eliminatorn (standard) eller den större stacken (BNT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="39"/>
        <source>VALUExCOUNT,…</source>
        <translation>VÄRDExANTAL,…</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="40"/>
        <source>mystery: the envelope set, e.g. 5000x1,1000x4,200x20</source>
        <translation>mystery: kuvertuppsättningen, t.ex. 5000x1,1000x4,200x20</translation>
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
        <translation>mystery: fasen börjar på den här nivån</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="46"/>
        <source>mystery: the phase starts with this many players left</source>
        <translation>mystery: fasen börjar när så många spelare är kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="48"/>
        <location filename="../../tdesk/cli/satellite.py" line="30"/>
        <source>AMOUNT</source>
        <translation>BELOPP</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="50"/>
        <source>mystery: a fixed head of each bounty part paid at every bust</source>
        <translation>mystery: en fast del av varje bounty som betalas vid varje utslagning</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="52"/>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>NAME</source>
        <translation>NAMN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="53"/>
        <source>pay this player the bounties won and not paid yet, with a receipt</source>
        <translation>betala den här spelaren vunna bountys som inte betalats än, med kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="56"/>
        <source>with --pay: cash (default), card, transfer or voucher</source>
        <translation>med --pay: cash (standard), card, transfer eller voucher</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="77"/>
        <source>! The entries took {0} in bounty parts, but the event has no bounty format; set it with --format before the first bust.</source>
        <translation>! Anmälningarna tog {0} i bountydelar, men eventet har inget bountyformat; sätt det med --format före första utslagningen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="81"/>
        <source>The event pays no bounties; set a format with --format.</source>
        <translation>Turneringen betalar inga bounties; ange ett format med --format.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="107"/>
        <source>Bounties paid to {0}: {1}, receipt {2}</source>
        <translation>Bounties betalda till {0}: {1}, kvitto {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="115"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>Bountypengar: tagna {0} = vunna {1} + i spel {2} + huset {3}; vunna: betalda {4}, skyldiga {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="155"/>
        <source>Fixed bounty</source>
        <translation>Fast bounty</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="156"/>
        <source>Progressive knockout</source>
        <translation>Progressiv knockout</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="157"/>
        <source>Mystery bounty</source>
        <translation>Mystery bounty</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Player</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Head</source>
        <translation>Huvud</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Collected</source>
        <translation>Inkasserat</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Knockouts</source>
        <translation>Utslagningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="163"/>
        <source>(out)</source>
        <translation>(ute)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="166"/>
        <source>Pool {0}: heads {1}, collected {2}</source>
        <translation>Pott {0}: huvuden {1}, inkasserat {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="169"/>
        <source>Envelopes left: {0}</source>
        <translation>Kvar i kuvert: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="171"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>Dealen gjorde upp bountyerna: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="175"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>Anmälningarna finansierade {0}; kuverten och de fasta delarna betalar {1}: huset lägger till {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="177"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>Anmälningarna finansierade {0}; kuverten och de fasta delarna betalar {1}: huset behåller {2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="31"/>
        <source>flights of an event: stop, bags, Day 2</source>
        <translation>en turnerings flighter: stopp, påsar, dag 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="34"/>
        <source>the flight (status, bag) or the parent event (add, day2)</source>
        <translation>flighten (status, bag) eller huvudturneringen (add, day2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="36"/>
        <source>add: the new flight&apos;s event name</source>
        <translation>add: den nya flightens turneringsnamn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="38"/>
        <source>PLAYER=CHIPS</source>
        <translation>SPELARE=MARKER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="40"/>
        <source>bag: one player&apos;s bagged chips (repeat for every player left)</source>
        <translation>bag: en spelares påsade marker (upprepa för varje kvarvarande spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="42"/>
        <source>day2: the seat draw&apos;s seed</source>
        <translation>day2: platslottningens frö</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="44"/>
        <source>day2: tables to seat Day 2 at</source>
        <translation>day2: antal bord att placera dag 2 vid</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="47"/>
        <source>day2: build with the double bags listed, without asking</source>
        <translation>day2: bygg med de listade dubbla påsarna, utan att fråga</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="78"/>
        <source>The event has no flights; add one with: tdesk flights add.</source>
        <translation>Turneringen har inga flighter; lägg till en med: tdesk flights add.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="83"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} places paid</source>
        <translation>Hela turneringen: {0} anmälningar · prispott {1} · {2} betalda platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="86"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>Dag 2: {0} spelare · {1} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="92"/>
        <source>Day {0}: {1} of {2} left</source>
        <translation>Dag {0}: {1} av {2} kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="95"/>
        <source>plays down to {0}</source>
        <translation>spelas ner till {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="97"/>
        <source>stop reached: bag the survivors</source>
        <translation>stoppet nått: påsa de kvarvarande</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="99"/>
        <source>{0} bagged, {1} chips</source>
        <translation>{0} påsade, {1} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="111"/>
        <source>{0} is Day {1}.</source>
        <translation>{0} är dag {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="140"/>
        <source>Bagged: {0} players, {1} chips.</source>
        <translation>Påsat: {0} spelare, {1} marker.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="154"/>
        <source>Build Day 2 with these bags? [y/N] </source>
        <translation>Bygga dag 2 med dessa påsar? [y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="155"/>
        <source>Day 2 is not built: answer y, or add --yes, to build it with these bags.</source>
        <translation>Dag 2 är inte byggd: svara y, eller lägg till --yes, för att bygga den med dessa påsar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="159"/>
        <source>Day 2: {0} players · {1} chips · {2} chips forfeited.</source>
        <translation>Dag 2: {0} spelare · {1} marker · {2} marker förverkade.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="162"/>
        <source>Day 2 is seated already.</source>
        <translation>Dag 2 är redan placerad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="165"/>
        <source>Day 2 seats drawn (seed {0}).</source>
        <translation>Dag 2:s platser lottade (frö {0}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="180"/>
        <source>the best stack plays</source>
        <translation>bästa stacken spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="181"/>
        <source>the first bag plays</source>
        <translation>första påsen spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="182"/>
        <source>the last bag plays</source>
        <translation>sista påsen spelar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="183"/>
        <source>one bag only</source>
        <translation>endast en påse</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="189"/>
        <source>Day {0} {1}</source>
        <translation>Dag {0} {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="192"/>
        <source>Bagged more than once ({0}):</source>
        <translation>Lade i påse mer än en gång ({0}):</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="194"/>
        <source>{0}: {1} plays; forfeited {2}</source>
        <translation>{0}: {1} spelar; förverkat {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="196"/>
        <source>Chips forfeited: {0}</source>
        <translation>Förverkade marker: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="198"/>
        <source>Different records whose names differ only by accents or case (each plays Day 2 unless merged in the player database first):</source>
        <translation>Olika poster vars namn bara skiljer sig i accenter eller versaler (var och en spelar dag 2 om de inte först slås ihop i spelardatabasen):</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="23"/>
        <source>play hand for hand near the money: start, next hand, a table&apos;s hand done, end</source>
        <translation>spela hand för hand nära pengarna: starta, nästa hand, ett bords hand klar, avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="25"/>
        <source>what to do (status: only show the phase)</source>
        <translation>vad som ska göras (status: visa bara fasen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="28"/>
        <source>done: the table that reports</source>
        <translation>done: bordet som rapporterar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="30"/>
        <source>NAME[=STACK]</source>
        <translation>NAMN[=STACK]</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="32"/>
        <source>done: a player out in the hand, with the stack they started it with (default: their recorded chips); repeat for several</source>
        <translation>done: en spelare ute i handen, med stacken spelaren började den med (standard: registrerade marker); upprepa för flera</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="83"/>
        <source>{0}: place {1}</source>
        <translation>{0}: placering {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="85"/>
        <source>Hand complete: {0}</source>
        <translation>Handen klar: {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/hand_for_hand.py" line="91"/>
        <source>Hand-for-hand is off (%n player(s) left, {0} paid).</source>
        <translation>
            <numerusform>Hand för hand är av (%n spelare kvar, {0} betalas).</numerusform>
            <numerusform>Hand för hand är av (%n spelare kvar, {0} betalas).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="94"/>
        <source>Near the money: start it with tdesk hand-for-hand start.</source>
        <translation>Nära pengarna: starta med tdesk hand-for-hand start.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="97"/>
        <source>HAND FOR HAND: hand {0}; tables still playing: {1}</source>
        <translation>HAND FÖR HAND: hand {0}; bord som fortfarande spelar: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="99"/>
        <source>HAND FOR HAND: between hands ({0} dealt); deal the next hand with tdesk hand-for-hand next</source>
        <translation>HAND FÖR HAND: mellan händer ({0} utdelade); dela nästa hand med tdesk hand-for-hand next</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="27"/>
        <source>make an event a satellite (seats to a target event), or show its seats</source>
        <translation>gör en turnering till satellit (platser till en målturnering), eller visa dess platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="32"/>
        <source>what one seat is worth (0: the target event&apos;s buy-in and fee)</source>
        <translation>vad en plats är värd (0: målturneringens inköp och avgift)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="34"/>
        <source>the target event&apos;s name</source>
        <translation>målturneringens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="37"/>
        <source>the cash left over goes to the next place (default) or is shared by the seat winners (SAT-2)</source>
        <translation>de pengar som blir över går till nästa placering (standard) eller delas av platsvinnarna (SAT-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="41"/>
        <source>who may take a seat&apos;s value in cash (SAT-5; default already_seated)</source>
        <translation>vem som får ta en plats värde kontant (SAT-5; standard already_seated)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="43"/>
        <source>pay by the payout structure again</source>
        <translation>betala enligt prisstrukturen igen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/satellite.py" line="45"/>
        <source>PLAYER</source>
        <translation>SPELARE</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="46"/>
        <source>record that this seat winner takes the seat&apos;s value in cash</source>
        <translation>registrera att den här platsvinnaren tar platsens värde kontant</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="49"/>
        <source>with --seat-as-cash: the player already holds a seat in the target</source>
        <translation>med --seat-as-cash: spelaren har redan en plats i målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="52"/>
        <source>print an event&apos;s results (a satellite&apos;s with its seats)</source>
        <translation>skriv ut en turnerings resultat (en satellits med dess platser)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="73"/>
        <source>The event is paid by its payout structure again.</source>
        <translation>Turneringen betalas åter enligt sin prisstruktur.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="90"/>
        <source>The event is not a satellite; set one with --seat-value and --target.</source>
        <translation>Turneringen är ingen satellit; ange en med --seat-value och --target.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="112"/>
        <source>the target event</source>
        <translation>målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="114"/>
        <source>Seats of {0} to {1}: {2}</source>
        <translation>Platser à {0} till {1}: {2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="116"/>
        <source>Prize pool {0}: %n seat(s) of {1} to {2}</source>
        <translation>
            <numerusform>Prispott {0}: %n plats à {1} till {2}</numerusform>
            <numerusform>Prispott {0}: %n platser à {1} till {2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="119"/>
        <source>remainder {0} in cash</source>
        <translation>återstod {0} kontant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="121"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="136"/>
        <source>(dropped)</source>
        <translation>(utgått)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="138"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="161"/>
        <source>Kept back for the winner</source>
        <translation>Kvar att spela om för vinnaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="162"/>
        <source>bounties {0}</source>
        <translation>bounties {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="29"/>
        <source>Player screens for this event (read-only); open on a TV or phone:</source>
        <translation>Spelarskärmar för den här turneringen (skrivskyddade); öppna på en TV eller telefon:</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="33"/>
        <source>Stop with Ctrl+C.</source>
        <translation>Stoppa med Ctrl+C.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/web/serve.py" line="42"/>
        <source>Stopped after %n request(s).</source>
        <translation>
            <numerusform>Stoppad efter %n förfrågan.</numerusform>
            <numerusform>Stoppad efter %n förfrågningar.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="21"/>
        <source>put a player busted by mistake back in play (places, prizes and bounties follow)</source>
        <translation>sätt tillbaka en spelare som slogs ut av misstag (placeringar, priser och bountys följer med)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="24"/>
        <source>the busted player&apos;s name</source>
        <translation>den utslagna spelarens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="27"/>
        <source>the table (default: the seat balancing would give)</source>
        <translation>bordet (standard: platsen som balanseringen skulle ge)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="29"/>
        <source>the seat at that table</source>
        <translation>platsen vid det bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="32"/>
        <source>their chips (default: their stack before the bust)</source>
        <translation>spelarens marker (standard: stacken före utslagningen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="35"/>
        <source>go ahead although a paid place moves (PL-3; written in the log)</source>
        <translation>fortsätt fast en betald placering flyttas (PL-3; skrivs i loggen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="38"/>
        <source>only show what would change; nothing is saved</source>
        <translation>visa bara vad som skulle ändras; inget sparas</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="72"/>
        <source>Reinstated {0}: table {1} seat {2}, {3} chips.</source>
        <translation>{0} återinsatt: bord {1} plats {2}, {3} marker.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="82"/>
        <source>{0}: place {1} given up, back in play</source>
        <translation>{0}: plats {1} lämnas, tillbaka i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="85"/>
        <source>{0}: place {1} → {2}</source>
        <translation>{0}: plats {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="88"/>
        <source>{0}: prize {1} → {2}</source>
        <translation>{0}: pris {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="91"/>
        <source>{0}: bounties collected {1} → {2}, head {3} → {4}</source>
        <translation>{0}: insamlade bounties {1} → {2}, huvud {3} → {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="95"/>
        <source>Paid places move: add --override to go ahead.</source>
        <translation>Betalda placeringar flyttas: lägg till --override för att fortsätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="24"/>
        <source>take a walk-in&apos;s entry (or a busted player&apos;s re-entry), register and seat them</source>
        <translation>ta emot en walk-ins anmälan (eller en utslagen spelares re-entry), registrera och placera spelaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="28"/>
        <source>the player&apos;s name (a returning person is found by it)</source>
        <translation>spelarens namn (en återkommande person hittas med det)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="30"/>
        <source>#ID</source>
        <translation>#NUMMER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="31"/>
        <source>a person of the player database, by number: #305 or 305 (tdesk person find)</source>
        <translation>en person i spelardatabasen, efter nummer: #305 eller 305 (tdesk person find)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="34"/>
        <source>a re-entry of a player who busted out of the event</source>
        <translation>en re-entry för en spelare som slogs ut ur turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="36"/>
        <source>how they paid (default cash)</source>
        <translation>hur spelaren betalade (standard cash)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="39"/>
        <source>take it although a paid place was already given (PL-3, recorded)</source>
        <translation>ta emot fast en betald placering redan delats ut (PL-3, registreras)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="42"/>
        <source>write the ticket (the receipt with table, seat and chips) as PDF</source>
        <translation>skriv biljetten (kvittot med bord, plats och marker) som PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="45"/>
        <source>the ticket&apos;s page: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>biljettens sida: A4 (standard), Letter eller en 80 mm kvittorulle</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="56"/>
        <source>{0} is no person number (#305 or 305)</source>
        <translation>{0} är inget nummer på en person (#305 eller 305)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="85"/>
        <source>Ticket written to {0}.</source>
        <translation>Biljetten skrevs till {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="93"/>
        <source>re-entry</source>
        <translation>re-entry</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="94"/>
        <source>entry</source>
        <translation>inköp</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="95"/>
        <source>{0}: {1} {2}, receipt {3}</source>
        <translation>{0}: {1} {2}, kvitto {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="98"/>
        <source>not seated yet: the draw seats them; {0} chips</source>
        <translation>ingen plats än: lottningen placerar dem; {0} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="101"/>
        <source>table {0}, seat {1}, {2} chips</source>
        <translation>bord {0}, plats {1}, {2} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="36"/>
        <source>not set: new tables take the next numbers</source>
        <translation>inte angivna: nya bord får nästa nummer</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="37"/>
        <source>Tables used: {0}</source>
        <translation>Bord som används: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="38"/>
        <source>Break order: {0}</source>
        <translation>Brytordning: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="41"/>
        <source>Open tables (players seated): {0}</source>
        <translation>Öppna bord (spelare på plats): {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="22"/>
        <source>create an event, of its own or from an earlier one (--from)</source>
        <translation>skapa en turnering, fristående eller från en tidigare (--from)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="24"/>
        <source>the new event&apos;s name</source>
        <translation>den nya turneringens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="26"/>
        <source>an earlier event to start from: its settings, tables, structure, fees, payouts and bounty format (not its players)</source>
        <translation>en tidigare turnering att utgå från: dess inställningar, bord, struktur, avgifter, prisutdelning och bountyformat (inte dess spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="30"/>
        <source>poker, ofc, league or swiss (without --from; default poker)</source>
        <translation>poker, ofc, league eller swiss (utan --from; standard poker)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="32"/>
        <source>the day, YYYY-MM-DD (default: today)</source>
        <translation>dagen, ÅÅÅÅ-MM-DD (standard: i dag)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="34"/>
        <source>the venue (default: the earlier event&apos;s)</source>
        <translation>platsen (standard: den tidigare turneringens)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="36"/>
        <source>the starting stack (default: the earlier event&apos;s, or the kind&apos;s)</source>
        <translation>startstacken (standard: den tidigare turneringens, eller slagets)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="54"/>
        <source>Created {0} from {1}: its settings, tables and break order, structure, fees, payouts and bounty format; no players.</source>
        <translation>Skapade {0} utifrån {1}: inställningar, bord och brytordning, struktur, avgifter, utbetalningar och bountyformat; inga spelare.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="60"/>
        <source>Created {0}.</source>
        <translation>Skapade {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="65"/>
        <source>Starting stack: {0}</source>
        <translation>Startstack: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff.py" line="53"/>
        <source>Floor staff name (it signs the log and the sheets; --staff next time): </source>
        <translation>Personalens namn (det signerar loggen och bladen; --staff nästa gång): </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="22"/>
        <source>the announcement line and the venue logo on the projector and TV page</source>
        <translation>meddelanderaden och lokalens logotyp på projektorn och TV-sidan</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="24"/>
        <source>event name (the announcement is the event&apos;s)</source>
        <translation>turneringens namn (meddelandet hör till turneringen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="27"/>
        <source>TEXT</source>
        <translation>TEXT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="28"/>
        <source>one line under the clock, e.g. &apos;Dinner break at 20:00 — bar open&apos;</source>
        <translation>en rad under klockan, t.ex. &apos;Middagspaus kl. 20:00 — baren öppen&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="30"/>
        <source>take the announcement down</source>
        <translation>ta ner meddelandet</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="34"/>
        <source>the venue&apos;s logo, a PNG or JPEG of at most 1 MB</source>
        <translation>lokalens logotyp, en PNG eller JPEG på högst 1 MB</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="36"/>
        <source>remove the venue&apos;s logo</source>
        <translation>ta bort lokalens logotyp</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="58"/>
        <source>Announcement: {0}</source>
        <translation>Meddelande: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="59"/>
        <source>Announcement: none</source>
        <translation>Meddelande: inget</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="61"/>
        <source>Venue logo: {0} bytes</source>
        <translation>Lokalens logotyp: {0} byte</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="62"/>
        <source>Venue logo: none</source>
        <translation>Lokalens logotyp: ingen</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="21"/>
        <source>Expected to end in about {0} weeks ({1}–{2}), about {3}.</source>
        <translation>Väntas sluta om ungefär {0} veckor ({1}–{2}), omkring {3}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="23"/>
        <source>Model: {0} players with {1} lives; each round every living player plays once and the loser loses a life; seeded simulations give {2}–{3} rounds (most likely {4}), one round a week.</source>
        <translation>Modell: {0} spelare med {1} liv; varje omgång spelar varje levande spelare en gång och förloraren förlorar ett liv; seedade simuleringar ger {2}–{3} omgångar (troligast {4}), en omgång i veckan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="29"/>
        <source>Expected to end about {0} ({1}–{2}).</source>
        <translation>Väntas sluta omkring {0} ({1}–{2}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="32"/>
        <source>Model: {0} Swiss rounds and {1} top-cut rounds of {2} minutes, with a turnaround of {3}–{4} minutes between rounds (most likely {5}); the field of {6} suggests {7} Swiss rounds.</source>
        <translation>Modell: {0} schweiziska ronder och {1} slutspelsronder på {2} minuter, med {3}–{4} minuters omställning mellan ronderna (troligast {5}); ett fält på {6} föreslår {7} schweiziska ronder.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="40"/>
        <source>Model: the event ends when the big blind summed over every minute of play reaches what the chips in play ({0}) need at a divisor of {1}–{2} (most likely {3}); with the blinds doubling each hour that is when the big blind reaches the chips over the divisor, and a faster structure ends at a smaller divisor: level {4}, {5}–{6}.</source>
        <translation>Modell: turneringen slutar när stora mörken summerat över varje spelad minut når vad marker i spel ({0}) kräver vid en divisor på {1}–{2} (troligast {3}); med mörkar som fördubblas varje timme är det när stora mörken når marker i spel delat med divisorn, och en snabbare struktur slutar vid en mindre divisor: nivå {4}, {5}–{6}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="51"/>
        <source>Simulation: {0} seeded fields played hand by hand with the night player&apos;s bust model (all-ins more likely as stacks shrink against the blinds) end about {1} ({2}–{3}).</source>
        <translation>Simulering: {0} seedade fält spelade hand för hand med nattspelarens utslagsmodell (all-in blir troligare när stackarna krymper mot blindarna) slutar omkring {1} ({2}–{3}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="57"/>
        <source>Field: {0} players and {1} re-entries expected.</source>
        <translation>Fält: {0} spelare och {1} re-entries väntas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="60"/>
        <source>Re-made now from the actual field, chips and clock.</source>
        <translation>Omräknad nu från det faktiska fältet, markerna och klockan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="62"/>
        <source>The structure runs out first: levels beyond it are taken as the big blind doubling.</source>
        <translation>Strukturen tar slut först: nivåer bortom den räknas som att stora mörken fördubblas.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/planner_text.py" line="64"/>
        <source>Calibrated by %n finished event(s) of this store.</source>
        <translation>
            <numerusform>Kalibrerad med %n avslutad turnering i den här butiken.</numerusform>
            <numerusform>Kalibrerad med %n avslutade turneringar i den här butiken.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="66"/>
        <source>Not calibrated yet: the room&apos;s usual values are used.</source>
        <translation>Ännu inte kalibrerad: rummets vanliga värden används.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="23"/>
        <source>floor staff PINs for the tablet pages: list, set, revoke</source>
        <translation>personalens PIN-koder för golvplattornas sidor: list, set, revoke</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="26"/>
        <source>set, revoke: the staff member&apos;s name</source>
        <translation>set, revoke: personalens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="29"/>
        <source>set: the PIN, 6 to 12 digits (default: a random one)</source>
        <translation>set: PIN-koden, 6 till 12 siffror (standard: en slumpmässig)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="42"/>
        <source>PIN for {0}: {1} (write it down: it is not shown again)</source>
        <translation>PIN-kod för {0}: {1} (skriv upp den: den visas inte igen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="47"/>
        <source>PIN revoked for {0}</source>
        <translation>PIN-koden för {0} är återkallad</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="51"/>
        <source>No staff member has a PIN.</source>
        <translation>Ingen i personalen har en PIN-kod.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="54"/>
        <source>{0}: PIN set {1}</source>
        <translation>{0}: PIN-kod satt {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="55"/>
        <source>{0}: revoked {1}</source>
        <translation>{0}: återkallad {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="91"/>
        <source>Archived %n row(s) to {0}</source>
        <translation>
            <numerusform>%n rad arkiverad i {0}</numerusform>
            <numerusform>%n rader arkiverade i {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="104"/>
        <source>Moved %n row(s) into the venue database.</source>
        <translation>
            <numerusform>%n rad flyttad till lokalens databas.</numerusform>
            <numerusform>%n rader flyttade till lokalens databas.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="106"/>
        <source>Hosting on {0}</source>
        <translation>Värd på {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="31"/>
        <source>keep a live standby copy of the host&apos;s database; --promote: the copy becomes the venue server</source>
        <translation>håll en levande reservkopia av värdens databas; --promote: kopian blir lokalens server</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="35"/>
        <source>the host&apos;s address (address or address:port; default: the code&apos;s)</source>
        <translation>värdens adress (adress eller adress:port; standard: kodens)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="37"/>
        <location filename="../../tdesk/cli/venue.py" line="55"/>
        <source>the join code the host shows</source>
        <translation>anslutningskoden som värden visar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="39"/>
        <source>the host is gone: the copy here becomes the venue server</source>
        <translation>värden är borta: kopian här blir lokalens server</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="41"/>
        <source>the one address the copy listens on and announces (default: every address)</source>
        <translation>den enda adress kopian lyssnar på och meddelar (standard: alla adresser)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="44"/>
        <source>the copy&apos;s port (default: the last one, else 55433)</source>
        <translation>kopians port (standard: den senaste, annars 55433)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="46"/>
        <source>the copy&apos;s folder (default: &apos;standby&apos; in the user data folder)</source>
        <translation>kopians mapp (standard: &apos;standby&apos; i användardatamappen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="49"/>
        <source>once promoted, serve the player screens and the floor tablets&apos; staff pages on this port (with --event)</source>
        <translation>när kopian blivit server, visa spelarskärmarna och golvplattornas personalsidor på den här porten (med --event)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="52"/>
        <source>the event whose screens and staff pages --screens serves</source>
        <translation>turneringen vars skärmar och personalsidor --screens visar</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="66"/>
        <source>Promoted: this laptop&apos;s copy is the venue server now.</source>
        <translation>Befordrad: kopian på den här datorn är nu lokalens server.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="83"/>
        <source>Standby copy of {0} on port {1}: every action acknowledged on the host is kept here too.</source>
        <translation>Reservkopia av {0} på port {1}: varje åtgärd som värden bekräftat finns även här.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="85"/>
        <source>If the host laptop dies: tdesk standby --promote   (Ctrl+C stops the copy)</source>
        <translation>Om värdens dator slutar fungera: tdesk standby --promote   (Ctrl+C stoppar kopian)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="93"/>
        <source>Standby stopped.</source>
        <translation>Reservkopian stoppad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="123"/>
        <source>The copy was promoted: hosting on {0}:{1}</source>
        <translation>Kopian befordrades: värd på {0}:{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="132"/>
        <source>Staff pages for the floor tablets: http://{0}:{1}/staff</source>
        <translation>Personalsidor för golvplattorna: http://{0}:{1}/staff</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="182"/>
        <location filename="../../tdesk/cli/venue.py" line="107"/>
        <source>Join code: {0}</source>
        <translation>Anslutningskod: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="183"/>
        <source>Stations: tdesk join {0}:{1} --code {2}</source>
        <translation>Stationer: tdesk join {0}:{1} --code {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="29"/>
        <source>host the store&apos;s events on the venue network (until Ctrl+C)</source>
        <translation>var värd för databasens turneringar på lokalens nätverk (tills Ctrl+C)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="31"/>
        <source>the one address to listen on and announce (default: every address; the code names the first private one)</source>
        <translation>den enda adress att lyssna på och meddela (standard: alla adresser; koden anger den första privata)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="35"/>
        <source>the server&apos;s port (default: the last one)</source>
        <translation>serverns port (standard: den senaste)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="37"/>
        <source>the server&apos;s folder (default: &apos;venue&apos; in the user data folder)</source>
        <translation>serverns mapp (standard: &apos;venue&apos; i användardatamappen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="40"/>
        <source>do not announce on the network (stations type the address)</source>
        <translation>meddela inte på nätverket (stationerna skriver in adressen)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="43"/>
        <source>write the venue database to a new SQLite file and exit</source>
        <translation>skriv lokalens databas till en ny SQLite-fil och avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="48"/>
        <source>join an event hosted on the venue network</source>
        <translation>anslut till en turnering på lokalens nätverk</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="50"/>
        <source>the host&apos;s address (address or address:port)</source>
        <translation>värdens adress (adress eller adress:port)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="53"/>
        <source>list the hosts heard on the network (with --code: join the one the code names)</source>
        <translation>lista värdarna som hörs på nätverket (med --code: anslut till den koden anger)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="57"/>
        <source>listen for hosts on this address only (may be repeated)</source>
        <translation>lyssna efter värdar bara på den här adressen (kan upprepas)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="60"/>
        <source>how long --discover listens (default 3)</source>
        <translation>hur länge --discover lyssnar (standard 3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="62"/>
        <source>check the code and the schema, list the events and exit</source>
        <translation>kontrollera koden och schemat, lista turneringarna och avsluta</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="108"/>
        <source>Stations: tdesk join {0} --code {1}   (Ctrl+C stops hosting)</source>
        <translation>Stationer: tdesk join {0} --code {1}   (Ctrl+C avslutar värdskapet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="113"/>
        <source>Hosting stopped.</source>
        <translation>Värdskapet avslutat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="125"/>
        <source>No host heard on the network; type the host&apos;s address: tdesk join ADDRESS --code CODE</source>
        <translation>Ingen värd hördes på nätverket; skriv värdens adress: tdesk join ADDRESS --code CODE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="148"/>
        <source>Joined {0}: %n event(s).</source>
        <translation>
            <numerusform>Ansluten till {0}: %n evenemang.</numerusform>
            <numerusform>Ansluten till {0}: %n evenemang.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>EVENT</source>
        <translation>TURNERING</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SOURCE</source>
        <translation>KÄLLA</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STAFF</source>
        <translation>PERSONAL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>OUTPUT</source>
        <translation>FIL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>ADDRESS</source>
        <extracomment>The placeholders argparse makes from an option&apos;s or argument&apos;s name when the option gives none (``--event EVENT``, ``file``): words of the help like any other. An option that names its own (``metavar=``) marks it where it is written.</extracomment>
        <translation>ADRESS</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>BANDS</source>
        <translation>INTERVALL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BEST</source>
        <translation>BÄSTA</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BREAK_ORDER</source>
        <translation>BRYTORDNING</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CHIPS</source>
        <translation>MARKER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DATE</source>
        <translation>DATUM</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DEFAULT</source>
        <translation>STANDARD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>ENCODING</source>
        <translation>TECKENKODNING</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FIELD</source>
        <translation>FÄLT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FOLDER</source>
        <translation>MAPP</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>GAME</source>
        <translation>SPEL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>INTERFACE</source>
        <translation>GRÄNSSNITT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>JUDGE</source>
        <translation>DOMARE</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>KIND</source>
        <translation>SORT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LABEL</source>
        <translation>ETIKETT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LIMIT</source>
        <translation>GRÄNS</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>LISTEN</source>
        <translation>ADRESS</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>METHOD</source>
        <translation>SÄTT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>MINUTES</source>
        <translation>MINUTER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REASON</source>
        <translation>SKÄL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REENTRIES</source>
        <translation>RE-ENTRIES</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>REQUEST</source>
        <translation>BEGÄRAN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>RESULT</source>
        <translation>RESULTAT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>ROUND</source>
        <translation>ROND</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>RULING</source>
        <translation>BESLUT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SEAT</source>
        <translation>PLATS</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SECONDS</source>
        <translation>SEKUNDER</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SEED</source>
        <translation>FRÖ</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SIZE</source>
        <translation>STORLEK</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SCREEN</source>
        <translation>SKÄRM</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>HOST</source>
        <translation>ADRESS</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/standby.py" line="48"/>
        <source>PORT</source>
        <translation>PORT</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CODE</source>
        <translation>KOD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>file</source>
        <translation>fil</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>document</source>
        <translation>dokument</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STACK</source>
        <translation>STACK</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>START</source>
        <translation>START</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>TABLE</source>
        <translation>BORD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TABLES</source>
        <translation>BORD</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TARGET</source>
        <translation>MÅL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>USE</source>
        <translation>ANVÄNDNING</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>VENUE</source>
        <translation>LOKAL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>view</source>
        <translation>vy</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>address</source>
        <translation>adress</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>name</source>
        <translation>namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>text</source>
        <translation>text</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="99"/>
        <source>tdesk: {0} (see tdesk --help)</source>
        <translation>tdesk: {0} (se tdesk --help)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="22"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="23"/>
        <source>store to use: a SQLite file (path.db or sqlite:///path.db) or postgresql+psycopg://… (default: the SQLite file in your user data folder)</source>
        <translation>databas att använda: en SQLite-fil (path.db eller sqlite:///path.db) eller postgresql+psycopg://… (standard: SQLite-filen i din användardatamapp)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="27"/>
        <source>floor staff name for the audit log</source>
        <translation>personalens namn för händelseloggen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="36"/>
        <source>tdesk: tournament desk for poker, OFC, heads-up leagues and card-game Swiss.</source>
        <translation>tdesk: turneringsdisk för poker, OFC, heads-up-ligor och kortspel i schweizersystem.</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="40"/>
        <source>VERB</source>
        <translation>KOMMANDO</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="41"/>
        <source>what to do (tdesk VERB --help says how)</source>
        <translation>vad som ska göras (tdesk KOMMANDO --help berättar hur)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="43"/>
        <source>open the window (the default)</source>
        <translation>öppna fönstret (standard)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="45"/>
        <source>event to show first</source>
        <translation>turnering som visas först</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="48"/>
        <source>create a demo store (events of all four kinds) and open it</source>
        <translation>skapa en demodatabas (turneringar av alla fyra slag) och öppna den</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="50"/>
        <source>only create the demo store</source>
        <translation>skapa bara demodatabasen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="52"/>
        <source>recreate without asking</source>
        <translation>återskapa utan att fråga</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="55"/>
        <source>import players from CSV</source>
        <translation>importera spelare från CSV</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="61"/>
        <source>auto (default: detected), utf-8, utf-8-sig, utf-16, cp1252, mac-roman, cp850, cp1251, koi8-r, cp866, iso-8859-5, mac-cyrillic, gbk, big5, shift-jis or euc-kr</source>
        <translation>auto (standard: identifieras), utf-8, utf-8-sig, utf-16, cp1252, mac-roman, cp850, cp1251, koi8-r, cp866, iso-8859-5, mac-cyrillic, gbk, big5, shift-jis eller euc-kr</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="70"/>
        <source>export players or results to CSV, or a Swiss event&apos;s rating list to JSON (docs/rating-export.md)</source>
        <translation>exportera spelare eller resultat till CSV, eller en schweizerturnerings ratinglista till JSON (docs/rating-export.md)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="77"/>
        <source>write a document as PDF</source>
        <translation>skriv ett dokument som PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="79"/>
        <source>document name (tdesk print list)</source>
        <translation>dokumentets namn (tdesk print list)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="81"/>
        <source>PDF file to write</source>
        <translation>PDF-fil att skriva</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="85"/>
        <source>for a round&apos;s sheet (pairings, slips): round N, not the latest</source>
        <translation>för en ronds blad (lottning, lappar): rond N, inte den senaste</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="89"/>
        <source>for the receipt: receipt N of the event, not the newest</source>
        <translation>för kvittot: turneringens kvitto N, inte det senaste</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="92"/>
        <source>for the receipt: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>för kvittot: A4 (standard), Letter eller en 80 mm kvittorulle</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="95"/>
        <source>for the receipt: a reprint, marked COPY</source>
        <translation>för kvittot: en omutskrift, märkt KOPIA</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="97"/>
        <source>render a view to PNG</source>
        <translation>rendera en vy till PNG</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="99"/>
        <source>view name (tdesk snapshot list)</source>
        <translation>vyns namn (tdesk snapshot list)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="101"/>
        <source>PNG file to write</source>
        <translation>PNG-fil att skriva</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="103"/>
        <source>WIDTHxHEIGHT (default 1600x1000)</source>
        <translation>BREDDxHÖJD (standard 1600x1000)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="106"/>
        <source>theme for views that have one (dark or light)</source>
        <translation>tema för vyer som har ett (dark eller light)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="110"/>
        <source>open the projector screen alone (a second process or station)</source>
        <translation>öppna bara projektorskärmen (en andra process eller station)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="113"/>
        <source>monitor number, from 1</source>
        <translation>skärmens nummer, från 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="118"/>
        <source>serve the read-only player screens on the venue network</source>
        <translation>visa spelarskärmarna (endast läsning) på lokalens nätverk</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="122"/>
        <source>address to listen on (default: every interface; 127.0.0.1: this computer only)</source>
        <translation>adress att lyssna på (standard: alla gränssnitt; 127.0.0.1: bara den här datorn)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="124"/>
        <source>TCP port (default 8080)</source>
        <translation>TCP-port (standard 8080)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="126"/>
        <source>access code the address must carry (optional)</source>
        <translation>åtkomstkod som adressen måste innehålla (valfritt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="130"/>
        <source>write a consistent copy of the store</source>
        <translation>skriv en konsekvent kopia av databasen</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="22"/>
        <source>estimate when an event ends, as a range, and say how</source>
        <translation>uppskatta när en turnering slutar, som ett intervall, och förklara hur</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="26"/>
        <source>expected players (default: during play the actual field, before it the entries so far)</source>
        <translation>väntat antal spelare (standard: under spel det faktiska fältet, före det anmälningarna hittills)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="28"/>
        <source>expected re-entries (poker)</source>
        <translation>väntade re-entries (poker)</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="30"/>
        <source>start time HH:MM (default 19:00)</source>
        <translation>starttid TT:MM (standard 19:00)</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="40"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>#</source>
        <translation>Nr</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <source>Slot</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="42"/>
        <source>Player&apos;s report</source>
        <translation>Spelarens rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="43"/>
        <source>Opponent&apos;s report</source>
        <translation>Motståndarens rapport</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <source>Outcome</source>
        <translation>Utfall</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Round</source>
        <translation>Rond</translation>
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
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="51"/>
        <source>List</source>
        <translation>Lista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="53"/>
        <source>Deck checks</source>
        <translation>Lekkontroller</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Judge</source>
        <translation>Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <source>Hands left</source>
        <translation>Givar kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="58"/>
        <source>Eligible (HU-E1)</source>
        <translation>Behörig (HU-E1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <source>Registration</source>
        <translation>Anmälan</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Country</source>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="57"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Games on site</source>
        <translation>Partier på sajten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="528"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="84"/>
        <source>Place</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <source>Contact</source>
        <translation>Kontakt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="60"/>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="61"/>
        <source>Reserved table</source>
        <translation>Reserverat bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="60"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="61"/>
        <source>Small blind</source>
        <translation>Lilla mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="62"/>
        <source>Big blind</source>
        <translation>Stora mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="63"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="64"/>
        <source>BB ante</source>
        <translation>BB-ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="65"/>
        <source>Point value</source>
        <translation>Poängvärde</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="66"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="67"/>
        <source>Colour-up</source>
        <translation>Färgbyte</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="68"/>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Seat</source>
        <translation>Plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="529"/>
        <source>State</source>
        <translation>Läge</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="54"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="67"/>
        <source>Rank</source>
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>W-L-D</source>
        <translation>V-F-O</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="56"/>
        <source>Quality of wins</source>
        <translation>Vinstkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="57"/>
        <source>Quality of losses</source>
        <translation>Förlustkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="58"/>
        <source>Quality of games</source>
        <translation>Matchkvalitet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="59"/>
        <source>Second order</source>
        <translation>Andra ordningen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="60"/>
        <source>Head-to-head</source>
        <translation>Inbördes möte</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Lot</source>
        <translation>Lottning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="62"/>
        <source>Ahead of next by</source>
        <translation>Före nästa på</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="63"/>
        <source>Draft pod</source>
        <translation>Draftpodd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="64"/>
        <source>Place in the pod</source>
        <translation>Placering i podden</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Top cut</source>
        <translation>Slutspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Wins q.</source>
        <translation>Vinstkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Losses q.</source>
        <translation>Förlustkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>Games q.</source>
        <translation>Matchkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>2nd order</source>
        <translation>2:a ordn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>H2H</source>
        <translation>Inb.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>Pen.</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Decided</source>
        <translation>Avgjort av</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>Pod</source>
        <translation>Podd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>In pod</source>
        <translation>I podden</translation>
    </message>
</context>
<context>
    <name>documents</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="44"/>
        <source>Player list</source>
        <extracomment>File › Print menu titles of tdesk/print/registry.py (test_labels checks none is missing).</extracomment>
        <translation>Spelarlista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="45"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="46"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="47"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>Domarens rapport: straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="48"/>
        <source>Seat cards</source>
        <translation>Platskort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="49"/>
        <source>Table sheets</source>
        <translation>Bordslistor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="50"/>
        <source>Seating list</source>
        <translation>Placeringslista</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="51"/>
        <source>Move slips</source>
        <translation>Flyttlappar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="52"/>
        <source>OFC hand history</source>
        <translation>OFC-handhistorik</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="53"/>
        <source>Payouts (wall)</source>
        <translation>Utbetalningar (vägg)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="54"/>
        <source>Results</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="55"/>
        <source>Chip counts</source>
        <translation>Markräkning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="56"/>
        <source>Bag sheet (flight)</source>
        <translation>Påsblad (flight)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="57"/>
        <source>Receipt (newest)</source>
        <translation>Kvitto (senaste)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="58"/>
        <source>Round pairings and schedule</source>
        <translation>Rondens lottning och schema</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="59"/>
        <source>League ranking</source>
        <translation>Ligaranking</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="60"/>
        <source>Pairings by table</source>
        <translation>Lottning per bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="61"/>
        <source>Pairings by name (wall)</source>
        <translation>Lottning per namn (vägg)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="62"/>
        <source>Result slips</source>
        <translation>Resultatlappar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="63"/>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="64"/>
        <source>Top cut bracket</source>
        <translation>Slutspelsträd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="65"/>
        <source>Draft pod seatings</source>
        <translation>Placering i draftpoddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="66"/>
        <source>Seating by name (players&apos; meeting)</source>
        <translation>Placering efter namn (spelarmötet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="67"/>
        <source>Decklists (a sheet per player)</source>
        <translation>Decklistor (ett blad per spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="68"/>
        <source>Decklists missing</source>
        <translation>Saknade decklistor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="69"/>
        <source>Player codes (phone reports; issues new codes)</source>
        <translation>Spelarkoder (telefonrapporter; delar ut nya koder)</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="49"/>
        <source>Table {table} has {count}, table {table2} has {count2} (TDA-B1)</source>
        <translation>Bord {table} har {count}, bord {table2} har {count2} (TDA-B1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="50"/>
        <source>seat {seat} drawn at random before the first hand (TDA-B2)</source>
        <translation>plats {seat} lottad före första given (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="51"/>
        <source>seat {seat} is last to be dealt in (TDA-B3)</source>
        <translation>plats {seat} får kort sist (TDA-B3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="52"/>
        <source>seat {seat} has no position yet (TDA-B2)</source>
        <translation>plats {seat} har ingen position än (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="53"/>
        <source>seat {seat} is big blind next but has a fixed seat; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>plats {seat} har stora mörken näst men är fast placerad; plats {seat2} lägger den sedan (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="55"/>
        <source>seat {seat} is big blind next (TDA-B2)</source>
        <translation>plats {seat} har stora mörken näst (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="56"/>
        <source>seat {seat} at table {table} drawn at random</source>
        <translation>plats {seat} vid bord {table} lottad</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="57"/>
        <source>seat {seat} at table {table}, the last seat dealt in (TDA-B3)</source>
        <translation>plats {seat} vid bord {table}, sist att få kort (TDA-B3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="58"/>
        <source>seat {seat} at table {table}, the lowest open seat</source>
        <translation>plats {seat} vid bord {table}, lägsta lediga plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="59"/>
        <source>seat {seat} at table {table} is the only open seat and waits for the button to pass (TDA-S3)</source>
        <translation>plats {seat} vid bord {table} är den enda lediga och väntar tills knappen passerat (TDA-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="61"/>
        <source>seat {seat} at table {table} takes the big blind next hand (TDA-B2)</source>
        <translation>plats {seat} vid bord {table} lägger stora mörken nästa giv (TDA-B2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="63"/>
        <source>seat {seat} at table {table} posts the big blind after %n hand(s), the worst open position (TDA-B2)</source>
        <translation>
            <numerusform>plats {seat} vid bord {table} lägger stora mörken efter %n giv, den sämsta lediga positionen (TDA-B2)</numerusform>
            <numerusform>plats {seat} vid bord {table} lägger stora mörken efter %n giv, den sämsta lediga positionen (TDA-B2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="65"/>
        <source>Table {table} breaks: %n players fit {count} tables (TDA-B6)</source>
        <translation>
            <numerusform>Bord {table} bryts: %n spelare ryms vid {count} bord (TDA-B6)</numerusform>
            <numerusform>Bord {table} bryts: %n spelare ryms vid {count} bord (TDA-B6)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="67"/>
        <source>seat {seat} at table {table} drawn, the shortest table (TDA-B4)</source>
        <translation>plats {seat} vid bord {table} lottad, det kortaste bordet (TDA-B4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="68"/>
        <source>waits for the button to pass (TDA-S3)</source>
        <translation>väntar tills knappen passerat (TDA-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="69"/>
        <source>set the button to know whether the seat waits (TDA-S3)</source>
        <translation>ange knappen för att veta om platsen väntar (TDA-S3)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="70"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn</source>
        <translation>
            <numerusform>%n spelare ryms vid finalbordet för {count} (TDA-F1): plats {seat} vid bord {table} lottad</numerusform>
            <numerusform>%n spelare ryms vid finalbordet för {count} (TDA-F1): plats {seat} vid bord {table} lottad</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="72"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn (a fixed seat cannot follow a redraw)</source>
        <translation>
            <numerusform>%n spelare ryms vid finalbordet för {count} (TDA-F1): plats {seat} vid bord {table} lottad (en fast plats följer inte med vid ny lottning)</numerusform>
            <numerusform>%n spelare ryms vid finalbordet för {count} (TDA-F1): plats {seat} vid bord {table} lottad (en fast plats följer inte med vid ny lottning)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="75"/>
        <source>wait at seat {seat} until it is free</source>
        <translation>vänta på plats {seat} tills den är ledig</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="76"/>
        <source>{player} was found at table {table} seat {seat} but drew table {table2} seat {seat2}</source>
        <translation>{player} satt vid bord {table} plats {seat} men lottades till bord {table2} plats {seat2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="78"/>
        <source>moves there with the current stack (TDA-S2)</source>
        <translation>flyttar dit med sin nuvarande stack (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="79"/>
        <source>Table {table} is 3 or more players short of the fullest table: play halts there until it is balanced (TDA-B5)</source>
        <translation>Bord {table} har 3 eller fler spelare färre än det fullaste bordet: spelet där står still tills det är balanserat (TDA-B5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="81"/>
        <source>No table can seat a final table of {count}: unblock seats (TDA-F1)</source>
        <translation>Inget bord rymmer ett finalbord för {count}: lås upp platser (TDA-F1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="83"/>
        <source>Final table {table}: draw for the button before the first hand</source>
        <translation>Finalbord {table}: dra om knappen före första given</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="84"/>
        <source>Table {table} holds a fixed seat but must break (TDA-B6)</source>
        <translation>Bord {table} har en fast plats men måste brytas (TDA-B6)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="85"/>
        <source>Set the button at table(s) {tables}: %n balancing move(s) wait for it (TDA-B2)</source>
        <translation>
            <numerusform>Ange knappen vid bord {tables}: %n balanseringsflytt väntar på den (TDA-B2)</numerusform>
            <numerusform>Ange knappen vid bord {tables}: %n balanseringsflyttar väntar på den (TDA-B2)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="87"/>
        <source>Table {table}: every player has a fixed seat; nobody can move</source>
        <translation>Bord {table}: alla spelare har fasta platser; ingen kan flyttas</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="88"/>
        <source>Table {table}: every player has a fixed seat or was moved in by this plan; nobody can move</source>
        <translation>Bord {table}: alla spelare har fasta platser eller flyttades hit i den här planen; ingen kan flyttas</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="90"/>
        <source>seat {seat} is big blind next but was moved in by this plan; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>plats {seat} lägger stora mörken näst men flyttades hit i den här planen; plats {seat2} lägger den därefter (TDA-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="92"/>
        <source>seat {seat} at table {table}: every open seat there is the button or the small blind</source>
        <translation>plats {seat} vid bord {table}: varje ledig plats där är knappen eller lilla mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="95"/>
        <source>Seats are drawn already: add late entries one by one instead.</source>
        <translation>Platserna är redan lottade: lägg till sena anmälningar en i taget i stället.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="96"/>
        <source>No active player is registered: nobody to seat.</source>
        <translation>Ingen aktiv spelare är anmäld: ingen att placera.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="97"/>
        <source>No moves are pending: the room is balanced.</source>
        <translation>Inga flyttar väntar: salen är balanserad.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="103"/>
        <source>The final has been played: the event is over.</source>
        <translation>Finalen är spelad: turneringen är slut.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="104"/>
        <source>The top cut has started.</source>
        <translation>Slutspelet har börjat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="105"/>
        <source>Round {round} still has results missing.</source>
        <translation>Rond {round} saknar fortfarande resultat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="106"/>
        <source>{name} is already dropped (CG-P2): nothing changed.</source>
        <translation>{name} har redan utgått (CG-P2): inget ändrades.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="107"/>
        <source>{name} is not dropped: nothing to take back.</source>
        <translation>{name} har inte utgått: inget att ta tillbaka.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="108"/>
        <source>Only the latest Swiss round can be paired again (round {round}).</source>
        <translation>Bara den senaste schweiziska ronden kan lottas om (rond {round}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="109"/>
        <source>Round {round} already has results: correct them instead.</source>
        <translation>Rond {round} har redan resultat: rätta dem i stället.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="110"/>
        <source>%n conflict(s) waiting for an admin (HU-R2)</source>
        <translation>
            <numerusform>%n konflikt väntar på en admin (HU-R2)</numerusform>
            <numerusform>%n konflikter väntar på en admin (HU-R2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="111"/>
        <source>%n game(s) waiting for reports until the cut-off (HU-R3)</source>
        <translation>
            <numerusform>%n parti väntar på rapporter fram till stopptiden (HU-R3)</numerusform>
            <numerusform>%n partier väntar på rapporter fram till stopptiden (HU-R3)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="113"/>
        <source>Round {round} has ended: correct a result instead.</source>
        <translation>Rond {round} är avslutad: rätta ett resultat i stället.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="114"/>
        <source>Start the season first: seeds come before the first pairing.</source>
        <translation>Starta säsongen först: seedningen kommer före den första lottningen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="115"/>
        <source>Round {round} is still open: end it first.</source>
        <translation>Rond {round} är fortfarande öppen: avsluta den först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="116"/>
        <source>The season has its winner: no more rounds.</source>
        <translation>Säsongen har sin vinnare: inga fler ronder.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="122"/>
        <source>every player left has won a seat: there is nothing to deal</source>
        <translation>alla kvarvarande spelare har vunnit en plats: det finns inget att dela</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="123"/>
        <source>seats are not priced by ICM: a satellite has no ICM deal</source>
        <translation>platser värderas inte med ICM: en satellit har ingen ICM-deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="124"/>
        <source>a deal would pay seats in cash, which this venue does not allow</source>
        <translation>en deal skulle betala platser kontant, vilket arrangören inte tillåter</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="126"/>
        <source>a seat cannot be taken as cash at this venue</source>
        <translation>en plats kan inte tas som kontanter hos den här arrangören</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="127"/>
        <source>a seat can be taken as cash only by a player who already holds a seat in the target event</source>
        <translation>en plats kan tas som kontanter endast av en spelare som redan har plats i målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="129"/>
        <source>prize pool {count}: does not buy one seat of {count2}</source>
        <translation>prispott {count}: räcker inte till en plats à {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="130"/>
        <source>prize pool {count}: buys {count2} seats of {count3} but there are only {count4} entries</source>
        <translation>prispott {count}: räcker till {count2} platser à {count3} men det finns bara {count4} anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="137"/>
        <source>entry: already paid</source>
        <translation>entry: redan betald</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="138"/>
        <source>entry: registration is closed</source>
        <translation>entry: registreringen är stängd</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="139"/>
        <source>re-entry: the first entry is not paid yet</source>
        <translation>re-entry: den första entryn är inte betald än</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="140"/>
        <source>re-entry: the player is still in; a re-entry is for a busted player</source>
        <translation>re-entry: spelaren är fortfarande med; en re-entry är för en utslagen spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="142"/>
        <source>re-entry: at most {count} per player</source>
        <translation>re-entry: högst {count} per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="143"/>
        <source>re-entry: registration is closed</source>
        <translation>re-entry: registreringen är stängd</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="144"/>
        <source>rebuy: the entry is not paid yet</source>
        <translation>rebuy: entryn är inte betald än</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="145"/>
        <source>rebuy: the player is out</source>
        <translation>rebuy: spelaren är ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="146"/>
        <source>rebuy: at most {count} per player</source>
        <translation>rebuy: högst {count} per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="147"/>
        <source>rebuy: the rebuy period is over</source>
        <translation>rebuy: rebuyperioden är över</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="148"/>
        <source>add-on: this event has no add-on</source>
        <translation>add-on: den här turneringen har ingen add-on</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="149"/>
        <source>add-on: the entry is not paid yet</source>
        <translation>add-on: entryn är inte betald än</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="150"/>
        <source>add-on: the player is out</source>
        <translation>add-on: spelaren är ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="151"/>
        <source>add-on: already taken</source>
        <translation>add-on: redan tagen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="152"/>
        <source>Percents {text}: type a percent for each paid place, e.g. 50 30 20</source>
        <translation>Procent {text}: skriv en procentsats för varje betald placering, t.ex. 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="154"/>
        <source>Percents {text}: percents: percents add up to {total}, must be 100</source>
        <translation>Procent {text}: procentsatserna blir {total} tillsammans, de måste bli 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="156"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, more than place {above}</source>
        <translation>Procent {text}: placering {place} får {percent} %, mer än placering {above}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="158"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, must be more than 0</source>
        <translation>Procent {text}: placering {place} får {percent} %, måste vara mer än 0</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="160"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, at most 4 decimals</source>
        <translation>Procent {text}: placering {place} får {percent} %, högst 4 decimaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="162"/>
        <source>Percents {text}: percent {value}: must be a number</source>
        <translation>Procent {text}: procentsatsen {value} måste vara ett tal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="163"/>
        <source>players in the deal {count}: a deal needs at least {count2}</source>
        <translation>spelare i dealen {count}: en deal kräver minst {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="164"/>
        <source>players in the deal {count}: at most {count2}</source>
        <translation>spelare i dealen {count}: högst {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="165"/>
        <source>Reason {text}: cannot be empty: say what the penalty is for</source>
        <translation>Anledning {text}: får inte vara tom: säg vad straffet gäller</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="166"/>
        <source>Penalty {label}: Suspension cannot be given at {level} enforcement level: only at Professional or above (CG-J1)</source>
        <translation>Straff {label}: avstängning kan inte ges på nivån {level}: bara på Professional eller högre (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="168"/>
        <source>Penalty {label}: {penalty} instead of the recommended {penalty2} at {level} level needs the head judge&apos;s agreement: ask the head judge and record it (CG-J1)</source>
        <translation>Straff {label}: {penalty} i stället för rekommenderat {penalty2} på nivån {level} kräver huvuddomarens godkännande: fråga huvuddomaren och registrera det (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="172"/>
        <source>the prize was already handed over: a prize is paid once</source>
        <translation>priset är redan utbetalt: ett pris betalas ut en gång</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="173"/>
        <source>no prize (yet): nothing to hand over</source>
        <translation>inget pris (än): inget att betala ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="174"/>
        <source>still playing for the amount the deal kept back: hand the prize over when the play is over</source>
        <translation>spelar fortfarande om beloppet som dealen höll undan: betala ut priset när spelet är slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="180"/>
        <source>the clock cannot start: it is already running</source>
        <translation>klockan kan inte startas: den går redan</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="181"/>
        <source>the clock cannot start: it is already paused</source>
        <translation>klockan kan inte startas: den är redan pausad</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="182"/>
        <source>the clock cannot start: it is already finished</source>
        <translation>klockan kan inte startas: den är redan slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="183"/>
        <source>the clock cannot pause: it is not started</source>
        <translation>klockan kan inte pausas: den har inte startat</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="184"/>
        <source>the clock cannot pause: it is paused</source>
        <translation>klockan kan inte pausas: den är pausad</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="185"/>
        <source>the clock cannot pause: it is finished</source>
        <translation>klockan kan inte pausas: den är slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="186"/>
        <source>the clock cannot resume: it is not started</source>
        <translation>klockan kan inte fortsätta: den har inte startat</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="187"/>
        <source>the clock cannot resume: it is running</source>
        <translation>klockan kan inte fortsätta: den går</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="188"/>
        <source>the clock cannot resume: it is finished</source>
        <translation>klockan kan inte fortsätta: den är slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="189"/>
        <source>this is the last level of the structure; there is no next level</source>
        <translation>detta är strukturens sista nivå; det finns ingen nästa nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="191"/>
        <source>this is the first level; there is no previous level</source>
        <translation>detta är första nivån; det finns ingen föregående nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="192"/>
        <source>the clock has finished; go back to a level before changing its time</source>
        <translation>klockan är slut; gå tillbaka till en nivå innan du ändrar dess tid</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="194"/>
        <source>the level has not started; nothing to restart</source>
        <translation>nivån har inte startat; inget att starta om</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="195"/>
        <source>the clock has already finished</source>
        <translation>klockan är redan slut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="196"/>
        <source>level {count} has no colour-up into a larger chip</source>
        <translation>nivå {count} har ingen växling till en större mark</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="197"/>
        <source>the break after level {count} has no colour-up into a larger chip</source>
        <translation>pausen efter nivå {count} har ingen växling till en större mark</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="200"/>
        <source>hand-for-hand is not on</source>
        <translation>hand för hand är inte på</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="201"/>
        <source>hand-for-hand is on already</source>
        <translation>hand för hand är redan på</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="202"/>
        <source>table {table} is still playing the hand: move the player once it has reported</source>
        <translation>bord {table} spelar fortfarande handen: flytta spelaren när bordet har rapporterat</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="204"/>
        <source>hand-for-hand needs at least 3 players left, not {count}</source>
        <translation>hand för hand kräver minst 3 spelare kvar, inte {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="205"/>
        <source>the hand is still playing at table {table}</source>
        <translation>handen spelas fortfarande vid bord {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="206"/>
        <source>the hand is still playing at tables {tables}</source>
        <translation>handen spelas fortfarande vid borden {tables}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="207"/>
        <source>no hand-for-hand hand is in play: start the hand first</source>
        <translation>ingen hand för hand-hand spelas: starta handen först</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="208"/>
        <source>table {table} is not playing hand-for-hand</source>
        <translation>bord {table} spelar inte hand för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="209"/>
        <source>table {table} has reported this hand already</source>
        <translation>bord {table} har redan rapporterat den här handen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="214"/>
        <source>line {line}: {quoted} has no count: write it in digits, as {example} (DECK-1)</source>
        <translation>rad {line}: {quoted} saknar antal: skriv det med siffror, som {example} (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="216"/>
        <source>line {line}: {quoted} has two counts (DECK-1)</source>
        <translation>rad {line}: {quoted} har två antal (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="217"/>
        <source>line {line}: {quoted} has no card name (DECK-1)</source>
        <translation>rad {line}: {quoted} saknar kortnamn (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="218"/>
        <source>line {line}: {quoted} count {value} is not a whole number (DECK-1)</source>
        <translation>rad {line}: {quoted} antal {value} är inget heltal (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="220"/>
        <source>line {line}: {quoted} count {number}: must be at least 1 (DECK-8)</source>
        <translation>rad {line}: {quoted} antal {number}: måste vara minst 1 (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="222"/>
        <source>line {line}: {quoted} count {number}: at most {most} (DECK-8)</source>
        <translation>rad {line}: {quoted} antal {number}: högst {most} (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="223"/>
        <source>line {line}: card name of {number} characters: at most {most} (DECK-8)</source>
        <translation>rad {line}: kortnamn på {number} tecken: högst {most} (DECK-8)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="225"/>
        <source>line {line}: {quoted}: this event has no sideboard (DECK-2)</source>
        <translation>rad {line}: {quoted}: turneringen har inget sidobord (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="226"/>
        <source>line {line}: {quoted}: the main deck started already (DECK-2)</source>
        <translation>rad {line}: {quoted}: huvudleken har redan börjat (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="227"/>
        <source>line {line}: {quoted}: the sideboard started already (DECK-2)</source>
        <translation>rad {line}: {quoted}: sidobordet har redan börjat (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="228"/>
        <source>line {line}: {quoted} says {number} cards, the lines under it add up to {total} (DECK-2)</source>
        <translation>rad {line}: {quoted} anger {number} kort, raderna under blir {total} (DECK-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="230"/>
        <source>the list has no card lines (DECK-1)</source>
        <translation>listan har inga kortrader (DECK-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="231"/>
        <source>main deck of {number} cards: at least {most} (DECK-3)</source>
        <translation>huvudlek med {number} kort: minst {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="232"/>
        <source>main deck of {number} cards: at most {most} (DECK-3)</source>
        <translation>huvudlek med {number} kort: högst {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="233"/>
        <source>sideboard of {number} cards: this event has no sideboard (DECK-3)</source>
        <translation>sidobord med {number} kort: turneringen har inget sidobord (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="235"/>
        <source>sideboard of {number} cards: at most {most} (DECK-3)</source>
        <translation>sidobord med {number} kort: högst {most} (DECK-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="236"/>
        <source>{name}: {number} copies, at most {most} (DECK-4)</source>
        <translation>{name}: {number} exemplar, högst {most} (DECK-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="237"/>
        <source>The decklist is locked: the player&apos;s first round is paired. Only the head judge can change it, with a reason (DECK-5).</source>
        <translation>Decklistan är låst: spelarens första rond är lottad. Bara huvuddomaren kan ändra den, med ett skäl (DECK-5).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="239"/>
        <source>reason is empty: a locked decklist changes only with the head judge&apos;s reason written in the log (DECK-5)</source>
        <translation>skäl saknas: en låst decklista ändras bara med huvuddomarens skäl i loggen (DECK-5)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="241"/>
        <source>List matches the deck</source>
        <translation>Listan stämmer med leken</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="242"/>
        <source>Deck does not match the list</source>
        <translation>Leken stämmer inte med listan</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="243"/>
        <source>Deck illegal</source>
        <translation>Otillåten lek</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="244"/>
        <source>note is empty: &apos;{reason}&apos; needs what the judge found (DECK-6)</source>
        <translation>anteckningen är tom: &apos;{reason}&apos; kräver vad domaren fann (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="245"/>
        <source>judge is empty: a deck check names the judge who made it (DECK-6)</source>
        <translation>domare saknas: en lekkontroll anger domaren som gjorde den (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="247"/>
        <source>infraction {value}: &apos;{reason}&apos; gives no penalty (DECK-6)</source>
        <translation>förseelse {value}: &apos;{reason}&apos; ger inget straff (DECK-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="253"/>
        <source>Pods {count}: {count2} players cannot make pods of {count3} to {count4} (CG-D1).</source>
        <translation>Draftpoddar {count}: {count2} spelare kan inte delas i poddar om {count3} till {count4} (CG-D1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="255"/>
        <source>Pods {pods}: {name} has no pod (CG-D3).</source>
        <translation>Draftpoddar {pods}: {name} har ingen podd (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="256"/>
        <source>Pods {pods}: {name} is not a player of the event (CG-D3).</source>
        <translation>Draftpoddar {pods}: {name} är inte spelare i eventet (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="257"/>
        <source>Pods {pods}: Pod {count} is empty: number the pods 1 to {count2} (CG-D3).</source>
        <translation>Draftpoddar {pods}: podd {count} är tom: numrera poddarna 1 till {count2} (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="259"/>
        <source>Pods {pods}: Pod {count} has {count2} players: a pod has {count3} to {count4} (CG-D3).</source>
        <translation>Draftpoddar {pods}: podd {count} har {count2} spelare: en podd har {count3} till {count4} (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="261"/>
        <source>Pods {pods}: Player listed twice: {names}</source>
        <translation>Draftpoddar {pods}: spelare angiven två gånger: {names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="262"/>
        <source>Draft pods: no player has a pod yet. Draw the pods or place the players by hand (Draft pods…) before pairing (CG-D3).</source>
        <translation>Draftpoddar: ingen spelare har en podd ännu. Lotta poddarna eller placera spelarna för hand (Draftpoddar…) innan ni parar (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="264"/>
        <source>Draft pods: {names} has no pod; assign the pods first (CG-D3).</source>
        <translation>Draftpoddar: {names} har ingen podd; dela in poddarna först (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="265"/>
        <source>Draft pods: {names} have no pod; assign the pods first (CG-D3).</source>
        <translation>Draftpoddar: {names} har ingen podd; dela in poddarna först (CG-D3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="267"/>
        <source>Reserved table {table}: Table {table2} is reserved for {name} already: {name2} cannot have it too (CG-T10).</source>
        <translation>Reserverat bord {table}: bord {table2} är redan reserverat för {name}: {name2} kan inte också få det (CG-T10).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="272"/>
        <source>The next round is paired: this round is over (CG-R1-A).</source>
        <translation>Nästa rond är lottad: den här ronden är över (CG-R1-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="273"/>
        <source>Table {table} does not play this round (CG-R1).</source>
        <translation>Bord {table} spelar inte i den här ronden (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="274"/>
        <source>Round {round} has no table playing: no judge call or extra time (CG-R1).</source>
        <translation>I rond {round} spelar inget bord: inget domarsamtal och ingen extra tid (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="276"/>
        <source>Table {table} has its result in: its time is over (CG-R1-A).</source>
        <translation>Bord {table} har sitt resultat inlämnat: dess tid är över (CG-R1-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="277"/>
        <source>Extension must be from 1 to {count} minutes: {count2}</source>
        <translation>Förlängningen ska vara 1 till {count} minuter: {count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="278"/>
        <source>An extension names the judge who gave it (CG-R1).</source>
        <translation>En förlängning anger domaren som gav den (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="279"/>
        <source>An extension gives its reason (CG-R1).</source>
        <translation>En förlängning anger sitt skäl (CG-R1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="283"/>
        <source>Ratings were applied for this event at {when} (RAT-5): undo that action to apply them again.</source>
        <translation>Rankingtalen för den här turneringen uppdaterades {when} (RAT-5): ångra den åtgärden för att uppdatera dem igen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="285"/>
        <source>Still waiting for %n result(s) (RAT-5): ratings are applied once every result is in.</source>
        <translation>
            <numerusform>Väntar fortfarande på %n resultat (RAT-5): rankingtalen uppdateras när alla resultat är inne.</numerusform>
            <numerusform>Väntar fortfarande på %n resultat (RAT-5): rankingtalen uppdateras när alla resultat är inne.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="287"/>
        <source>This event has no played match to rate (RAT-3).</source>
        <translation>Den här turneringen har ingen spelad match att ge rankingtal för (RAT-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="292"/>
        <source>envelopes {value}: write each as VALUExCOUNT, e.g. 1000x4</source>
        <translation>kuvert {value}: skriv vart och ett som VÄRDExANTAL, t.ex. 1000x4</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="293"/>
        <source>cash share {value}: must be a fraction such as 1/2</source>
        <translation>kontantandel {value}: måste vara ett bråk som 1/2</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="294"/>
        <source>cash share {value}: must be more than 0 and at most 1</source>
        <translation>kontantandel {value}: måste vara större än 0 och högst 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="295"/>
        <source>envelopes: a mystery format needs at least one envelope</source>
        <translation>kuvert: en mystery bounty behöver minst ett kuvert</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="296"/>
        <source>envelope value {value}: listed twice, give one count</source>
        <translation>kuvertvärde {value}: angivet två gånger, ange ett antal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="297"/>
        <source>envelope value {value}: must be from {low} to {high}</source>
        <translation>kuvertvärde {value}: måste vara från {low} till {high}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="298"/>
        <source>count of the {count} envelopes {value}: must be from {low} to {high}</source>
        <translation>antalet {count}-kuvert {value}: måste vara från {low} till {high}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="300"/>
        <source>{event}: {reason}.</source>
        <translation>{event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="301"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 to change the bags.</source>
        <translation>Dag 2 av {event} har redan sina spelare: ångra dag 2 för att ändra påsarna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="303"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 before adding a flight.</source>
        <translation>Dag 2 av {event} har redan sina spelare: ångra dag 2 innan du lägger till en flight.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="305"/>
        <source>{action} refused: Day 2 of {event} is built from the bags of {event2}, and this would change its bags, busts or payments. Undo Build Day 2 first (Log tab).</source>
        <translation>{action} nekas: dag 2 av {event} är byggd av påsarna från {event2}, och detta skulle ändra dess påsar, utslagningar eller betalningar. Ångra Bygg dag 2 först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="309"/>
        <source>{name} is not in {event}: a re-entry is for a player who busted out of it; take an entry.</source>
        <translation>{name} är inte med i {event}: en re-entry är för en spelare som har slagits ut; ta ett inköp.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="311"/>
        <source>Name {name}: {count} people of the player database are called that ({names}); say which one.</source>
        <translation>Namn {name}: {count} personer i spelardatabasen heter så ({names}); säg vilken.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="314"/>
        <source>{name} has not paid the entry: take the payment first; a registered player who has not paid is not in play.</source>
        <translation>{name} har inte betalat inköpet: ta betalningen först; en anmäld spelare som inte har betalat är inte med i spelet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="316"/>
        <source>{name} has no seat: only a seated player can be busted.</source>
        <translation>{name} har ingen plats: bara en spelare med plats kan slås ut.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="317"/>
        <source>Availability of {name} &apos;{marks}&apos;: {count} of {total} slots marked 3 (impossible); fewer than half may be</source>
        <translation>Tillgänglighet för {name} &apos;{marks}&apos;: {count} av {total} tider markerade 3 (omöjlig); färre än hälften får vara det</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="321"/>
        <source>pod {count}: {names}</source>
        <extracomment>One pod of a hand assignment as a refusal names it (&quot;pod 2: Ann, Bob&quot;), in ``{pods}``.</extracomment>
        <translation>podd {count}: {names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="325"/>
        <source>Remark</source>
        <translation>Anmärkning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="326"/>
        <source>Warning</source>
        <translation>Varning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="327"/>
        <source>Game loss</source>
        <translation>Förlorat parti</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="328"/>
        <source>Match loss</source>
        <translation>Förlorad match</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="329"/>
        <source>Disqualification</source>
        <translation>Diskvalificering</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="330"/>
        <source>Disqualification without prizes</source>
        <translation>Diskvalificering utan priser</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="331"/>
        <source>Suspension</source>
        <translation>Avstängning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="332"/>
        <source>Verbal warning</source>
        <translation>Muntlig varning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="333"/>
        <source>One-hand penalty</source>
        <translation>Straff en giv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="334"/>
        <source>1-round penalty</source>
        <translation>Straff 1 varv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="335"/>
        <source>2-round penalty</source>
        <translation>Straff 2 varv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="336"/>
        <source>3-round penalty</source>
        <translation>Straff 3 varv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="337"/>
        <source>4-round penalty</source>
        <translation>Straff 4 varv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="338"/>
        <source>Exposed a card out of turn</source>
        <translation>Visade ett kort i fel tur</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="339"/>
        <source>Missed a hand</source>
        <translation>Missade en giv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="340"/>
        <source>Did not act in time / left the table</source>
        <translation>Agerade inte i tid / lämnade bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="341"/>
        <source>accumulation</source>
        <translation>upprepade förseelser</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="343"/>
        <source>{penalty} for &apos;{reason}&apos;</source>
        <translation>{penalty} för &apos;{reason}&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="344"/>
        <source>+ {penalty} (PEN-1)</source>
        <translation>+ {penalty} (PEN-1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="345"/>
        <source>recommended is {penalty} (CG-J1)</source>
        <translation>rekommenderat är {penalty} (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="346"/>
        <source>recommended is {penalty} with the head judge&apos;s agreement (CG-J1)</source>
        <translation>rekommenderat är {penalty}, med huvuddomarens samtycke (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="348"/>
        <source>{penalty}: repeat offence after a warning (PEN-P2)</source>
        <translation>{penalty}: upprepad förseelse efter en varning (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="349"/>
        <source>{penalty}: repeat offence, double the last {penalty2} (PEN-P2)</source>
        <translation>{penalty}: upprepad förseelse, dubbelt mot senaste {penalty2} (PEN-P2)</translation>
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
            <numerusform>{penalty}, %n giv borta vid ett bord med {count} spelare (PEN-P1)</numerusform>
            <numerusform>{penalty}, %n giv borta vid ett bord med {count} spelare (PEN-P1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="353"/>
        <source>%n hands away at a {count}-handed table</source>
        <translation>
            <numerusform>%n giv borta vid ett bord med {count} spelare</numerusform>
            <numerusform>%n giv borta vid ett bord med {count} spelare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="354"/>
        <source>chips are removed from play (PEN-P2)</source>
        <translation>markerna tas ur spel (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="356"/>
        <source>raised to {penalty}: {ordinal} &apos;{reason}&apos; this event (PEN-3)</source>
        <translation>höjt till {penalty}: {ordinal} gången för &apos;{reason}&apos; i turneringen (PEN-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="357"/>
        <source>{penalty}: {ordinal} &apos;{reason}&apos; this event, at or above {penalty2} already (PEN-3)</source>
        <translation>{penalty}: {ordinal} gången för &apos;{reason}&apos; i turneringen, redan minst {penalty2} (PEN-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="359"/>
        <source>repetition never goes above Disqualification (PEN-4)</source>
        <translation>upprepning ger aldrig mer än diskvalificering (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="360"/>
        <source>{penalty} by accumulation: three {penalty2} penalties for different reasons ({reasons}) (PEN-4)</source>
        <translation>{penalty} genom ackumulering: tre {penalty2} för olika förseelser ({reasons}) (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="363"/>
        <source>{penalty} by accumulation: three {penalty2}s for different reasons ({reasons}) (PEN-4)</source>
        <translation>{penalty} genom ackumulering: tre {penalty2} för olika förseelser ({reasons}) (PEN-4)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="366"/>
        <source>1 point to each of %n active players = {count} (OFC-X1)</source>
        <translation>
            <numerusform>1 poäng till var och en av %n aktiv spelare = {count} (OFC-X1)</numerusform>
            <numerusform>1 poäng till var och en av %n aktiva spelare = {count} (OFC-X1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="367"/>
        <source>3 points to each of %n active players = {count}</source>
        <translation>
            <numerusform>3 poäng till var och en av %n aktiv spelare = {count}</numerusform>
            <numerusform>3 poäng till var och en av %n aktiva spelare = {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="368"/>
        <source>no royalties paid, nothing received this hand (OFC-X2)</source>
        <translation>inga royalties betalas, inget erhålls i den här given (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="369"/>
        <source>hand declared fouled: pays each player 6 plus their royalties (OFC-X3, OFC-P3)</source>
        <translation>handen förklaras foul: betalar varje spelare 6 plus deras royalties (OFC-X3, OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="371"/>
        <source>no other active player in the hand: nothing paid ({rule})</source>
        <translation>ingen annan aktiv spelare i given: inget betalas ({rule})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="372"/>
        <source>OFC hand {count}</source>
        <translation>OFC-giv {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="374"/>
        <source>Game rule violation (minor)</source>
        <translation>Brott mot spelregler (mindre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="375"/>
        <source>Game rule violation</source>
        <translation>Brott mot spelregler</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="376"/>
        <source>Looking at extra cards</source>
        <translation>Tittade på extra kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="377"/>
        <source>Drawing extra cards</source>
        <translation>Drog extra kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="378"/>
        <source>Failure to maintain game state</source>
        <translation>Upprätthöll inte spelläget</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="379"/>
        <source>Slow play</source>
        <translation>Långsamt spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="380"/>
        <source>Tardiness</source>
        <translation>Försening</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="381"/>
        <source>Tardiness (more than 10 minutes)</source>
        <translation>Försening (mer än 10 minuter)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="382"/>
        <source>Deck does not match deck list</source>
        <translation>Leken stämmer inte med leklistan</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="383"/>
        <source>Illegal deck</source>
        <translation>Otillåten lek</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="384"/>
        <source>Insufficient shuffling</source>
        <translation>Otillräcklig blandning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="385"/>
        <source>Marked cards or sleeves</source>
        <translation>Märkta kort eller plastfickor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="386"/>
        <source>Outside assistance</source>
        <translation>Hjälp utifrån</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="387"/>
        <source>Unsporting conduct (minor)</source>
        <translation>Osportsligt uppträdande (mindre)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="388"/>
        <source>Unsporting conduct (major)</source>
        <translation>Osportsligt uppträdande (allvarligt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="389"/>
        <source>Improperly determining a winner</source>
        <translation>Felaktigt avgjord vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="390"/>
        <source>Bribery or wagering</source>
        <translation>Mutor eller vadslagning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="391"/>
        <source>Cheating</source>
        <translation>Fusk</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="392"/>
        <source>Aggressive behaviour</source>
        <translation>Aggressivt beteende</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="393"/>
        <source>Theft of tournament material</source>
        <translation>Stöld av turneringsmaterial</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="395"/>
        <source>Exposing a card out of turn</source>
        <translation>Visa ett kort i fel tur</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="396"/>
        <source>Missing a hand</source>
        <translation>Missad giv</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="397"/>
        <source>Not acting within 30 seconds of the clock</source>
        <translation>Agerade inte inom 30 sekunder efter klockan</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="398"/>
        <source>Leaving the table with decisions remaining</source>
        <translation>Lämnade bordet med beslut kvar</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="400"/>
        <source>Exposing cards with action pending</source>
        <translation>Visade kort medan handlingen pågick</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="401"/>
        <source>Throwing cards off the table</source>
        <translation>Kastade kort från bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="402"/>
        <source>One player to a hand</source>
        <translation>En spelare per hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="403"/>
        <source>Acting out of turn</source>
        <translation>Agerade i fel tur</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="404"/>
        <source>Using a phone or device at the table</source>
        <translation>Använde telefon eller enhet vid bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="405"/>
        <source>Abusive language</source>
        <translation>Kränkande språk</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="406"/>
        <source>Etiquette violation</source>
        <translation>Brott mot etiketten</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="407"/>
        <source>Stalling</source>
        <translation>Maskning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="408"/>
        <source>Chips not kept visible and countable</source>
        <translation>Marker inte synliga och räkningsbara</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="409"/>
        <source>Soft play</source>
        <translation>Mjukspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="410"/>
        <source>Abuse of players or staff</source>
        <translation>Kränkning av spelare eller personal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="411"/>
        <source>Removing chips from play</source>
        <translation>Tog marker ur spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="412"/>
        <source>Collusion or chip dumping</source>
        <translation>Samarbete eller markdumpning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="417"/>
        <source>{rank} high</source>
        <translation>{rank} högt</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="418"/>
        <source>pair of {ranks}</source>
        <translation>par i {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="419"/>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation>två par, {ranks} och {ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="420"/>
        <source>trips, {ranks}</source>
        <translation>triss i {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="421"/>
        <source>straight, five high (wheel)</source>
        <translation>stege, femma högst (hjulet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="422"/>
        <source>straight, {rank} high</source>
        <translation>stege, {rank} högst</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="423"/>
        <source>flush, {rank} high</source>
        <translation>färg, {rank} högst</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="424"/>
        <source>full house, {ranks} full of {ranks2}</source>
        <translation>kåk, {ranks} över {ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="425"/>
        <source>quads, {ranks}</source>
        <translation>fyrtal i {ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="426"/>
        <source>straight flush, five high (steel wheel)</source>
        <translation>färgstege, femma högst (stålhjulet)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="427"/>
        <source>straight flush, {rank} high</source>
        <translation>färgstege, {rank} högst</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="428"/>
        <source>royal flush</source>
        <translation>royal straight flush</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="429"/>
        <source>high card</source>
        <translation>högt kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="430"/>
        <source>pair</source>
        <translation>par</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="431"/>
        <source>two pair</source>
        <translation>två par</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="432"/>
        <source>trips</source>
        <translation>triss</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="433"/>
        <source>straight</source>
        <translation>stege</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="434"/>
        <source>flush</source>
        <translation>färg</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="435"/>
        <source>full house</source>
        <translation>kåk</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="436"/>
        <source>quads</source>
        <translation>fyrtal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="437"/>
        <source>straight flush</source>
        <translation>färgstege</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="438"/>
        <source>{row} {hand} is weaker than {row2} {hand2} (kicker {card} vs {card2})</source>
        <translation>{row}: {hand} är svagare än {row2}: {hand2} (kicker {card} mot {card2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="440"/>
        <source>{row} {hand} is weaker than {row2} {hand2}</source>
        <translation>{row}: {hand} är svagare än {row2}: {hand2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="441"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>foul på klockan (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="442"/>
        <source>missed hand: penalty only (OFC-X2)</source>
        <translation>missad giv: bara straff (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="443"/>
        <source>both fouled (OFC-P3)</source>
        <translation>båda foul (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="444"/>
        <source>scoop (OFC-P2)</source>
        <translation>scoop (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="445"/>
        <source>{player} fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>{player} har foul: betalar 6 plus royalties (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="494"/>
        <source>&apos;{reason}&apos;</source>
        <extracomment>How a reason is quoted inside a list of reasons (&quot;({reasons})&quot; of PEN-4).</extracomment>
        <translation>&apos;{reason}&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="512"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first.</source>
        <extracomment>What a parameter&apos;s value is, by its name: its own words are translated in that context. Parameters that are words the catalogue knows (a hand inside a foul reason).</extracomment>
        <translation>Kan inte ångra &apos;{action}&apos;: det den ändrade har ändrats igen av senare åtgärder ({count}): {actions}. Ångra dem först, den senaste först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="515"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>Kan inte ångra &apos;{action}&apos;: det den ändrade har ändrats igen av senare åtgärder ({count}): {actions}. Ångra dem först, den senaste först. En spelare som slogs ut av misstag kommer tillbaka med Återinsätt… (fliken Placering vid borden, Ctrl+Shift+I; tdesk reinstate): placeringen, placeringarna efter den, priser och bounties följer med, och ingen senare åtgärd ångras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="521"/>
        <source>Cannot undo &apos;{action}&apos;: finishing places given since count on it (the players out must hold the bottom places of the field). Undo the later busts first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>Kan inte ångra &apos;{action}&apos;: placeringar som getts sedan bygger på den (de utslagna måste ha fältets lägsta placeringar). Ångra de senare utslagningarna först. En spelare som slogs ut av misstag kommer tillbaka med Återinsätt… (fliken Placering vid borden, Ctrl+Shift+I; tdesk reinstate): placeringen, placeringarna efter den, priser och bounties följer med, och ingen senare åtgärd ångras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="527"/>
        <source>{event}: reinstating {name} would change paid places ({moves}) (PL-3).</source>
        <translation>{event}: att återinsätta {name} skulle ändra betalda placeringar ({moves}) (PL-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="529"/>
        <source>{name} is still in play: nothing to reinstate.</source>
        <translation>{name} är fortfarande i spel: inget att återinsätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="530"/>
        <source>{name} was disqualified: rescind the penalty instead (Penalties tab).</source>
        <translation>{name} diskvalificerades: häv straffet i stället (fliken Bestraffningar).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="532"/>
        <source>{event} has a deal among the players left: {name} cannot come back into it. Undo the deal first (Log tab).</source>
        <translation>{event} har en överenskommelse mellan de kvarvarande spelarna: {name} kan inte komma tillbaka in i den. Ångra överenskommelsen först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="534"/>
        <source>{event}: in an OFC event a bust comes from a scored hand; correct that hand instead (OFC tab › Correct…).</source>
        <translation>{event}: i en OFC-turnering kommer en utslagning från en räknad hand; rätta den handen i stället (fliken OFC › Rätta…).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="536"/>
        <source>Seat {seat}: table {table} seat {seat2} is taken by {name}</source>
        <translation>Plats {seat}: bord {table} plats {seat2} är upptagen av {name}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="537"/>
        <source>Seat {seat}: is blocked at table {table}</source>
        <translation>Plats {seat}: är spärrad vid bord {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="538"/>
        <source>Seat {seat}: table {table} has {count} seats</source>
        <translation>Plats {seat}: bord {table} har {count} platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="539"/>
        <source>Table {table}: was broken: choose a table still in play</source>
        <translation>Bord {table}: har brutits upp: välj ett bord som är i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="540"/>
        <source>Table {table}: is not a table of this event</source>
        <translation>Bord {table}: är inte ett bord i den här turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="541"/>
        <source>Table {table}: every table is full: the next table to open is {next}</source>
        <translation>Bord {table}: alla bord är fulla: nästa bord att öppna är {next}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="546"/>
        <source>Tables used {value}: not a table number or a range such as 1-8</source>
        <translation>Bord som används {value}: inte ett bordsnummer eller ett intervall som 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="547"/>
        <source>Tables used {value}: a table number is 1 to 9999</source>
        <translation>Bord som används {value}: ett bordsnummer är 1 till 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="548"/>
        <source>Tables used {value}: table {table} is listed twice</source>
        <translation>Bord som används {value}: bord {table} står två gånger</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="549"/>
        <source>Tables used {value}: list at least one table, such as 1-8</source>
        <translation>Bord som används {value}: ange minst ett bord, t.ex. 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="550"/>
        <source>Tables used {value}: table {table} is open with players seated; keep it in the list or break it first</source>
        <translation>Bord som används {value}: bord {table} är öppet med spelare på plats; behåll det i listan eller bryt det först</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="552"/>
        <source>Tables used {value}: the event&apos;s tables free ({count}) are fewer than the tables needed ({count2}); add tables to the list</source>
        <translation>Bord som används {value}: evenemangets lediga bord ({count}) är färre än borden som behövs ({count2}); lägg till bord i listan</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="554"/>
        <source>Break order {value}: a table number is 1 to 9999</source>
        <translation>Brytordning {value}: ett bordsnummer är 1 till 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="555"/>
        <source>Break order {value}: table {table} is listed twice</source>
        <translation>Brytordning {value}: bord {table} står två gånger</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="556"/>
        <source>Break order {value}: table {table} is not one of the event&apos;s tables ({list})</source>
        <translation>Brytordning {value}: bord {table} är inte ett av evenemangets bord ({list})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="558"/>
        <source>Break order {value}: not a table number or a range such as 1-8</source>
        <translation>Brytordning {value}: inte ett bordsnummer eller ett intervall som 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="16"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody is busted in that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} spelar i {event2}, vars påsar dag 2 av {event} är byggd av: ingen kan slås ut i den flighten nu. Ångra Bygg dag 2 först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="19"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody comes back into that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} spelar i {event2}, vars påsar dag 2 av {event} är byggd av: ingen kan komma tillbaka in i den flighten nu. Ångra Bygg dag 2 först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="26"/>
        <source>{action} refused: {name}&apos;s bounties of {amount} were handed over (last at {time}, receipt {receipt}), and this would leave {amount2} won. Bounty cash paid never changes: undo that payout first (Log tab).</source>
        <translation>{action} nekas: {name} har fått bounties på {amount} utbetalda (senast {time}, kvitto {receipt}), och detta skulle lämna {amount2} vunna. Utbetalda bounties ändras aldrig: ångra den utbetalningen först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="34"/>
        <source>Undo of &apos;{summary}&apos;</source>
        <translation>Ångra ”{summary}”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="35"/>
        <source>Redo of &apos;{summary}&apos;</source>
        <translation>Gör om ”{summary}”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="36"/>
        <source>Reinstating {name}</source>
        <translation>Återinsättning av {name}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="41"/>
        <source>Players {value}: choose at least one player to bust</source>
        <translation>Spelare {value}: välj minst en spelare att slå ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="42"/>
        <source>Table {table} has no open seat for {name}.</source>
        <translation>Bord {table} har ingen ledig plats för {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="43"/>
        <source>{name} is already {status}.</source>
        <translation>{name} är redan {status}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="44"/>
        <source>Stacks {value}: {reason}</source>
        <translation>Stackar {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="45"/>
        <source>Eliminated by {name}: is not one of the players busted</source>
        <translation>Utslagen av {name}: är inte en av de utslagna spelarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="46"/>
        <source>Shares {name}: is not one of the players busted</source>
        <translation>Andelar {name}: är inte en av de utslagna spelarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="47"/>
        <source>Shares of {name} {value}: must be a list of whole numbers, one per eliminator</source>
        <translation>Andelar för {name} {value}: måste vara en lista med heltal, ett per spelare som slog ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="49"/>
        <source>Shares of {name} {value}: give {number}, one per eliminator</source>
        <translation>Andelar för {name} {value}: ange {number}, en per spelare som slog ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="50"/>
        <source>Envelope {name}: is not one of the players busted</source>
        <translation>Kuvert {name}: är inte en av de utslagna spelarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="51"/>
        <source>{name} is {status}, not active: cannot be seated.</source>
        <translation>{name} är {status}, inte aktiv: kan inte placeras.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="52"/>
        <source>{name} is seated already.</source>
        <translation>{name} har redan en plats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="53"/>
        <source>Tables {value}: must be 1 or more</source>
        <translation>Bord {value}: måste vara 1 eller fler</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="54"/>
        <source>Tables {value}: {reason}</source>
        <translation>Bord {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="55"/>
        <source>Move {value}: there are {number} pending moves</source>
        <translation>Flytt {value}: det finns {number} väntande flyttar</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="56"/>
        <source>That move no longer fits the room: refresh and try again.</source>
        <translation>Den flytten passar inte längre lokalen: uppdatera och försök igen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="57"/>
        <source>Table {table} seat {seat} is still taken: apply the earlier moves first.</source>
        <translation>Bord {table} plats {seat} är fortfarande upptagen: genomför de tidigare flyttarna först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="59"/>
        <source>Table {table}: is not an open table of this event</source>
        <translation>Bord {table}: är inte ett öppet bord i denna turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="60"/>
        <source>Player entry #{value} is not in this event.</source>
        <translation>Anmälan #{value} finns inte i denna turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="61"/>
        <source>Button seat {value}: is not a seat in play at table {table}</source>
        <translation>Knappens plats {value}: är inte en plats i spel vid bord {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="62"/>
        <source>Seat {value}: table {table} has seats 1 to {number}</source>
        <translation>Plats {value}: bord {table} har platserna 1 till {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="63"/>
        <source>Table {table} seat {seat} is taken: move the player first.</source>
        <translation>Bord {table} plats {seat} är upptagen: flytta spelaren först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="64"/>
        <source>{name} is not seated.</source>
        <translation>{name} har ingen plats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="65"/>
        <source>Busts {name}: sits at {where}, not table {table}</source>
        <translation>Utslagna {name}: sitter vid {where}, inte bord {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="66"/>
        <source>table {table}</source>
        <translation>bord {table}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="67"/>
        <source>no table</source>
        <translation>inget bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="72"/>
        <source>That player is not in {event}.</source>
        <translation>Den spelaren finns inte i {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="73"/>
        <source>{event} is a {kind} event: prizes and payments are for poker and OFC events.</source>
        <translation>{event} är en {kind}-turnering: priser och betalningar finns för poker- och OFC-turneringar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="75"/>
        <source>Method {value}: say how the player paid (cash, card …)</source>
        <translation>Sätt {value}: ange hur spelaren betalade (kontant, kort …)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="76"/>
        <source>Payment {value}: must be one of {values}</source>
        <translation>Betalning {value}: måste vara en av {values}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="77"/>
        <source>No entry {value} in {event}.</source>
        <translation>Ingen anmälan {value} i {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="78"/>
        <source>Payout structure {value}: {reason}</source>
        <translation>Prisstruktur {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="79"/>
        <source>Percents {value}: {reason}</source>
        <translation>Procent {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="80"/>
        <source>Registration of {event} is already closed.</source>
        <translation>Registreringen till {event} är redan stängd.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="81"/>
        <source>Registration of {event} is closed.</source>
        <translation>Registreringen till {event} är stängd.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="82"/>
        <source>Payout template {name} is not installed ({reason}).</source>
        <translation>Prismallen {name} är inte installerad ({reason}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="83"/>
        <source>Payout template {name}: {reason}</source>
        <translation>Prismall {name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="84"/>
        <source>{name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}): they cannot leave the event. Undo that handover first (Log tab).</source>
        <translation>{name}s pris på {amount} lämnades ut {time} (kvitto {receipt}): spelaren kan inte lämna turneringen. Ångra den utlämningen först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="87"/>
        <source>{action} refused: {name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}), and this would {change}. A prize paid never changes: undo that handover first (Log tab).</source>
        <translation>{action} nekas: {name}s pris på {amount} lämnades ut {time} (kvitto {receipt}), och detta skulle {change}. Ett utbetalt pris ändras aldrig: ångra den utlämningen först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="90"/>
        <source>make it {amount}</source>
        <translation>göra det till {amount}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="91"/>
        <source>take it away</source>
        <translation>ta bort det</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="92"/>
        <source>{name} is not in {event}</source>
        <translation>{name} finns inte i {event}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="93"/>
        <source>Receipt {value} is not in {event}.</source>
        <translation>Kvitto {value} finns inte i {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="94"/>
        <source>Chip counts {value}: count at least one player</source>
        <translation>Markräkning {value}: räkna minst en spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="95"/>
        <source>Chips {value}: a player with no chips is busted, not counted</source>
        <translation>Marker {value}: en spelare utan marker är utslagen, inte räknad</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="96"/>
        <source>{name} is {status}: only players still in are counted.</source>
        <translation>{name} är {status}: bara spelare som är kvar räknas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="100"/>
        <source>A stack is given for a player who is not in the deal; work it out again.</source>
        <translation>En stack är angiven för en spelare som inte är med i uppgörelsen; räkna om den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="102"/>
        <source>Deal {value}: {reason}</source>
        <translation>Uppgörelse {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="103"/>
        <source>Deal method {value}: must be one of {values}</source>
        <translation>Uppgörelsemetod {value}: måste vara en av {values}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="97"/>
        <source>A deal is already recorded for {event} (at {time}): it is not recorded twice (PRZ-2). To change it, undo that deal first (Log tab).</source>
        <translation>En uppgörelse är redan registrerad för {event} (kl. {time}): den registreras inte två gånger (PRZ-2). För att ändra den, ångra den uppgörelsen först (fliken Logg).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="104"/>
        <source>Deal total {value}: must be the {amount} still to be paid (PRZ-3)</source>
        <translation>Uppgörelsens summa {value}: måste vara de {amount} som återstår att betala (PRZ-3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="106"/>
        <source>{field} {value}: must be a list of figures</source>
        <translation>{field} {value}: måste vara en lista med tal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="107"/>
        <source>{name} is {state} since the deal was worked out: the deal is for the players still in. Work it out again.</source>
        <translation>{name} är {state} sedan uppgörelsen räknades fram: uppgörelsen gäller spelarna som är kvar. Räkna om den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="109"/>
        <source>not in the event</source>
        <translation>inte med i turneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="110"/>
        <source>out ({status}, place {place})</source>
        <translation>ute ({status}, plats {place})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="111"/>
        <source>out ({status})</source>
        <translation>ute ({status})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="112"/>
        <source>{name} is still in but not in the deal: every player left shares in it. Work it out again.</source>
        <translation>{name} är kvar men inte med i uppgörelsen: alla kvarvarande spelare är med i den. Räkna om den.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="114"/>
        <source>{name} is owed no bounty: won {amount}, paid {amount2}.</source>
        <translation>{name} har inga bounties att få: vunnit {amount}, betalt {amount2}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="115"/>
        <source>{event} pays no bounties.</source>
        <translation>{event} betalar inga bounties.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="120"/>
        <source>The stored bounty format does not read: {reason}.</source>
        <translation>Det sparade bountyformatet kan inte läsas: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="121"/>
        <source>Bounty format {value}: must be a mapping</source>
        <translation>Bountyformat {value}: måste vara en mappning</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="122"/>
        <source>Bounty format {value}: {reason}</source>
        <translation>Bountyformat {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="123"/>
        <source>{event} is a {kind} event: bounties are for poker and OFC events.</source>
        <translation>{event} är en {kind}-turnering: bounties finns för poker- och OFC-turneringar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="125"/>
        <source>Eliminated by {name}: say who eliminated this player: the event pays bounties</source>
        <translation>Utslagen av {name}: ange vem som slog ut spelaren: turneringen betalar bounties</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="127"/>
        <source>Eliminated by {name}: {reason}</source>
        <translation>Utslagen av {name}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="128"/>
        <source>Eliminated by {name}: is not a player of this event</source>
        <translation>Utslagen av {name}: är inte en spelare i denna turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="129"/>
        <source>Eliminated by {name}: is {name2}, the player busted</source>
        <translation>Utslagen av {name}: är {name2}, den utslagna spelaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="130"/>
        <source>Eliminated by {name}: is {status}, not in play</source>
        <translation>Utslagen av {name}: är {status}, inte i spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="131"/>
        <source>is busted in this hand too and finishes below {name}: they cannot have won {name2}&apos;s chips</source>
        <translation>slås också ut i denna hand och hamnar under {name}: spelaren kan inte ha vunnit {name2}s marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="133"/>
        <source>is busted in this hand too</source>
        <translation>slås också ut i denna hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="138"/>
        <source>Flight of {value}: is itself a flight</source>
        <translation>Flight av {value}: är själv en flight</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="139"/>
        <source>{event} has a Day {label} already.</source>
        <translation>{event} har redan en dag {label}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="140"/>
        <source>{event} has bagged players: it stays a flight.</source>
        <translation>{event} har spelare med påsar: den förblir en flight.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="141"/>
        <source>{event} has {number} players not bagged ({names}…): bag the flight first.</source>
        <translation>{event} har {number} spelare utan påse ({names}…): gör påsar för flighten först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="143"/>
        <source>Day 2 resumes at level {value}: the structure has {number} levels</source>
        <translation>Dag 2 fortsätter på nivå {value}: strukturen har {number} nivåer</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="145"/>
        <source>Event name {value}: another event already has this name.</source>
        <translation>Turneringsnamn {value}: en annan turnering har redan det namnet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="146"/>
        <source>Flight of {value}: an event cannot be its own flight</source>
        <translation>Flight av {value}: en turnering kan inte vara sin egen flight</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="147"/>
        <source>{event} has flights of its own: it cannot be a flight.</source>
        <translation>{event} har egna flighter: den kan inte vara en flight.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="148"/>
        <source>{event} is no flight of an event.</source>
        <translation>{event} är ingen flight av en turnering.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="149"/>
        <source>{event} is no flight of an event: nothing is bagged.</source>
        <translation>{event} är ingen flight av en turnering: inget packas i påsar.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="150"/>
        <source>{event} is played in flights: its entries are taken in its flights and its players are their bags (Build Day 2). Take the entry in a flight.</source>
        <translation>{event} spelas i flighter: dess anmälningar tas i dess flighter och dess spelare är deras påsar (Bygg dag 2). Ta anmälan i en flight.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="153"/>
        <source>Bagged chips {name}: has no count: bag every player left</source>
        <translation>Påsens marker {name}: saknar antal: gör påse för varje kvarvarande spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="154"/>
        <source>Bags {value}: {event} has no player left to bag</source>
        <translation>Påsar {value}: {event} har inga spelare kvar att göra påse för</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="155"/>
        <source>{event} has no flights: nothing to build Day 2 from.</source>
        <translation>{event} har inga flighter: inget att bygga dag 2 av.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="156"/>
        <source>No one has bagged in the flights of {event}.</source>
        <translation>Ingen har gjort påse i flighterna av {event}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="157"/>
        <source>Day 2 of {event}: {reason}.</source>
        <translation>Dag 2 av {event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="158"/>
        <source>Event settings {value}: {reason}</source>
        <translation>Turneringsinställningar {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="159"/>
        <source>Bags {value}: is no player still in {event}</source>
        <translation>Påsar {value}: är ingen spelare som är kvar i {event}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="160"/>
        <source>Bags {value}: {reason}</source>
        <translation>Påsar {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="165"/>
        <source>Seat value {value}: type the seat value; no other event is named {event} to take its buy-in from</source>
        <translation>Platsvärde {value}: skriv platsens värde; ingen annan turnering heter {event} att ta inköpet från</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="167"/>
        <source>Seat value {value}: {event} takes no entry fee: type the seat value</source>
        <translation>Platsvärde {value}: {event} tar ingen anmälningsavgift: skriv platsens värde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="169"/>
        <source>Seat value {value}: type the seat value or name the target event</source>
        <translation>Platsvärde {value}: skriv platsens värde eller ange målturneringen</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="171"/>
        <source>{event} is not a satellite.</source>
        <translation>{event} är ingen satellit.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="172"/>
        <source>{event} is not a satellite: it pays no seats.</source>
        <translation>{event} är ingen satellit: den betalar inga platser.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="173"/>
        <source>{name} has already taken the seat as cash.</source>
        <translation>{name} har redan tagit platsen som kontanter.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="174"/>
        <source>{name} has not won a seat.</source>
        <translation>{name} har inte vunnit någon plats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="175"/>
        <source>{event} is a satellite: {reason}.</source>
        <translation>{event} är en satellit: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="180"/>
        <source>Clock action {value}: is not a clock action</source>
        <translation>Klockåtgärd {value}: är ingen klockåtgärd</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="181"/>
        <source>Players left {value}: is more than the {number} entries</source>
        <translation>Spelare kvar {value}: är fler än de {number} anmälningarna</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="182"/>
        <source>Structure {value}: {reason}</source>
        <translation>Struktur {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="183"/>
        <source>No clock is called at {value}: nothing to clear.</source>
        <translation>Ingen klocka är begärd vid {value}: inget att ta bort.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="184"/>
        <source>{field} {value}: cannot be negative</source>
        <translation>{field} {value}: kan inte vara negativt</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="185"/>
        <source>Template name {value}: a template with this name exists.</source>
        <translation>Mallnamn {value}: en mall med det namnet finns redan.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="186"/>
        <source>No structure template named {value}.</source>
        <translation>Ingen strukturmall heter {value}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="187"/>
        <source>Clock of {event}: {reason}.</source>
        <translation>Klockan för {event}: {reason}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="188"/>
        <source>{event}: hand-for-hand is not on.</source>
        <translation>{event}: hand-för-hand är inte på.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="189"/>
        <source>{event}: hand-for-hand is on already.</source>
        <translation>{event}: hand-för-hand är redan på.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="194"/>
        <source>Kind {value}: must be entry or reentry</source>
        <translation>Typ {value}: måste vara entry eller reentry</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="195"/>
        <source>Name {value}: type the player&apos;s name</source>
        <translation>Namn {value}: skriv spelarens namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="196"/>
        <source>Person #{value} is not in the player database (merged or removed elsewhere?).</source>
        <translation>Person #{value} finns inte i spelardatabasen (sammanslagen eller borttagen någon annanstans?).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="198"/>
        <source>{name} is {status}, not busted: nothing to reinstate.</source>
        <translation>{name} är {status}, inte utslagen: inget att återinsätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="199"/>
        <source>Logo {value}: must be the bytes of an image file</source>
        <translation>Logotyp {value}: måste vara byten i en bildfil</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="200"/>
        <source>Logo {value}: is {number} bytes; at most {number2} (save it smaller, e.g. 800 pixels wide)</source>
        <translation>Logotyp {value}: är {number} byte; högst {number2} (spara den mindre, t.ex. 800 pixlar bred)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="202"/>
        <source>Logo {value}: is not a PNG or JPEG picture</source>
        <translation>Logotyp {value}: är ingen PNG- eller JPEG-bild</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="203"/>
        <source>Announcement {value}: {reason}</source>
        <translation>Meddelande {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="208"/>
        <source>Lost the host at {value} — showing the last state, read-only; reconnecting… Nothing was saved.</source>
        <translation>Tappade värden på {value} — visar senaste läget, skrivskyddat; ansluter igen… Inget sparades.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="214"/>
        <source>This penalty has no hands to sit out.</source>
        <translation>Det här straffet har inga händer att sitta ute.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="215"/>
        <source>This penalty was rescinded: there is nothing to sit out.</source>
        <translation>Det här straffet är återkallat: det finns inget att sitta ute.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="216"/>
        <source>The sit-out is served: all {number} hands (PEN-P1).</source>
        <translation>Utvisningen är avtjänad: alla {number} händer (PEN-P1).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="217"/>
        <source>Chip race {value}: {reason}</source>
        <translation>Chip race {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="218"/>
        <source>Penalty #{value} was already rescinded by {name}.</source>
        <translation>Straff #{value} är redan upphävt av {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="219"/>
        <source>Hand {number}: no card changed, nothing to correct.</source>
        <translation>Hand {number}: inget kort ändrades, inget att rätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="220"/>
        <source>This penalty was applied with OFC hand {number} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Straffet tillämpades med OFC-hand {number} och markerna har flyttats: det kan inte upphävas för sig. Ångra den handen (Redigera › Ångra) och räkna den igen utan markeringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="223"/>
        <source>This penalty was applied with an OFC hand and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>Straffet tillämpades med en OFC-hand och markerna har flyttats: det kan inte upphävas för sig. Ångra den handen (Redigera › Ångra) och räkna den igen utan markeringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="231"/>
        <source>Players dealt in {count}: a hand needs 2 to {number} players (OFC-T1)</source>
        <extracomment>Every template of this module, for engine_text&apos;s matcher.</extracomment>
        <translation>Spelare i given {count}: en giv behöver 2 till {number} spelare (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="233"/>
        <source>Player {name}: is dealt in twice</source>
        <translation>Spelare {name}: är med i given två gånger</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="234"/>
        <source>Player {name}: has no chips and cannot be dealt in</source>
        <translation>Spelare {name}: har inga marker och kan inte vara med i given</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="235"/>
        <source>Player {name}: is {status} and cannot be dealt in</source>
        <translation>Spelare {name}: är {status} och kan inte vara med i given</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="236"/>
        <source>{name}&apos;s board {value}: {row} row has {count} cards ({cards}); it needs {number}</source>
        <translation>{name}s bord {value}: raden {row} har {count} kort ({cards}); den behöver {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="238"/>
        <source>Cards {value}: {value2} is used in {name}&apos;s {row} row and {name2}&apos;s {row2} row</source>
        <translation>Kort {value}: {value2} används i {name}s rad {row} och i {name2}s rad {row2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="244"/>
        <source>Duplicate: both people played {events}: one person is never twice in an event (PPL-2)</source>
        <translation>Dubblett: båda spelade {events}: en person finns aldrig två gånger i en turnering (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="246"/>
        <source>Duplicate: #{value} is the person kept; choose another record (PPL-2)</source>
        <translation>Dubblett: #{value} är personen som behålls; välj en annan post (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="18"/>
        <source>Result {text}: type a game score such as 2-0, 2-1, 1-1, 1-0-1, or d (agreed draw), ca/cb (a/b concedes), na/nb (a/b did not show), nn (a double loss: both lose the match, 0 points each)</source>
        <translation>Resultat {text}: skriv ett partiresultat som 2-0, 2-1, 1-1, 1-0-1, eller d (överenskommen remi), ca/cb (a/b ger upp), na/nb (a/b kom inte), nn (dubbel förlust: båda förlorar matchen, 0 poäng var)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="22"/>
        <source>Result {text}: a top-cut match needs a winner, so both players cannot lose it (CG-M3): type the games played, or na/nb for the player who did not show</source>
        <translation>Resultat {text}: en slutspelsmatch behöver en vinnare, så båda kan inte förlora den (CG-M3): skriv de spelade partierna, eller na/nb för den spelare som inte kom</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="25"/>
        <source>Result {text}: a top-cut match cannot be a draw (CG-M3): the last game is played to a decision; type the games won, such as 2-1</source>
        <translation>Resultat {text}: en slutspelsmatch kan inte sluta remi (CG-M3): det sista partiet spelas till avgörande; skriv de vunna partierna, till exempel 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="28"/>
        <source>Table {table} already has a result ({score}): correct it with a reason.</source>
        <translation>Bord {table} har redan ett resultat ({score}): rätta det med ett skäl.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="30"/>
        <source>Table {table}: round {round} has no such table</source>
        <translation>Bord {table}: rond {round} har inget sådant bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="31"/>
        <source>{name} has a bye (CG-B1): a bye has no result to enter or correct.</source>
        <translation>{name} har en bye (CG-B1): en bye har inget resultat att skriva in eller rätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="33"/>
        <source>{name} has an organiser&apos;s bye (CG-B2): a bye has no result to enter or correct.</source>
        <translation>{name} har en bye från arrangören (CG-B2): en bye har inget resultat att skriva in eller rätta.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="35"/>
        <source>Reason {text}: a correction needs a reason (CG-M4)</source>
        <translation>Skäl {text}: en rättelse behöver ett skäl (CG-M4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="40"/>
        <source>A mistake caught at once and easily put right.</source>
        <translation>Ett misstag som upptäcks direkt och lätt rättas.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="41"/>
        <source>Given to the opponent who let the error pass.</source>
        <translation>Ges till motståndaren som lät felet passera.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="42"/>
        <source>Up to the first minutes of the round; much later is a Match loss.</source>
        <translation>Under rondens första minuter; mycket senare är en förlorad match.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="44"/>
        <source>If the marks form a pattern that helps the player, treat it as cheating.</source>
        <translation>Om markeringarna bildar ett mönster som hjälper spelaren, behandla det som fusk.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="46"/>
        <source>Swearing, loud complaints, leaving a mess.</source>
        <translation>Svordomar, högljudda klagomål, att lämna skräp efter sig.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="47"/>
        <source>Insults, threats, refusing a judge&apos;s instruction.</source>
        <translation>Förolämpningar, hot, att vägra följa en domares anvisning.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="48"/>
        <source>Dice, coin flips or any random method instead of the game.</source>
        <translation>Tärning, slantsingling eller något annat slumpsätt i stället för spelet.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="53"/>
        <source>the player leaves the event now and keeps their points (PEN-6)</source>
        <translation>spelaren lämnar tävlingen nu och behåller sina poäng (PEN-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="54"/>
        <source>no prizes; flagged for the rating database (PEN-6)</source>
        <translation>inga priser; flaggas för rankingdatabasen (PEN-6)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="55"/>
        <source>the player&apos;s chips are removed from play (PEN-P2)</source>
        <translation>spelarens marker tas ur spel (PEN-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="60"/>
        <source>Top cut size must be one of {sizes}: {size}</source>
        <translation>Slutspelets storlek måste vara en av {sizes}: {size}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="61"/>
        <source>A top {size} needs {size2} players; the standings have {count}</source>
        <translation>En topp {size} behöver {size2} spelare; ställningen har {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="66"/>
        <source>Draft pods: no pods are drawn yet: draw the pods first (CG-D2).</source>
        <translation>Draftpoddar: inga poddar är lottade än: lotta poddarna först (CG-D2).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="68"/>
        <source>Draft pods: every player has a pod already.</source>
        <translation>Draftpoddar: alla spelare har redan en podd.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="69"/>
        <source>Draft pods: {name} has no place: every pod has {count} players already; draw the pods again before round 1, or raise the pod size (CG-D3-A).</source>
        <translation>Draftpoddar: {name} får ingen plats: varje podd har redan {count} spelare; lotta poddarna igen före rond 1, eller höj poddstorleken (CG-D3-A).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="16"/>
        <source>No event named {name} ({events}).</source>
        <translation>Ingen turnering heter {name} ({events}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="17"/>
        <source>Event #{id} does not exist (deleted by another station?).</source>
        <translation>Turnering #{id} finns inte (borttagen av en annan station?).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="18"/>
        <source>Event {name} is a {kind} event.</source>
        <translation>Turneringen {name} är en turnering av typen {kind}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="19"/>
        <source>{name} is not a Swiss event.</source>
        <translation>{name} är inte en turnering i schweizerformat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="20"/>
        <source>{name} is not a heads-up league.</source>
        <translation>{name} är inte en heads-up-liga.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="21"/>
        <source>Event {name} ({kind}) has no seat draw.</source>
        <translation>Turneringen {name} ({kind}) har ingen platslottning.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="22"/>
        <source>Event {name} is not an OFC event; the calculator is for OFC.</source>
        <translation>Turneringen {name} är inte en OFC-turnering; kalkylatorn är för OFC.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="23"/>
        <source>Decklists belong to card-game Swiss events; {name} is a {kind} event.</source>
        <translation>Decklistor hör till kortspelsturneringar i schweizerformat; {name} är en turnering av typen {kind}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="25"/>
        <source>{name} has no ratings: they come from heads-up matches, in Swiss and league events (RAT-3).</source>
        <translation>{name} har inga ratingar: de kommer från heads-up-matcher i schweizer- och ligaturneringar (RAT-3).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="27"/>
        <source>Event {name} is a {kind} event: only poker events have flights.</source>
        <translation>Turneringen {name} är en turnering av typen {kind}: bara pokerturneringar har flighter.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="33"/>
        <source>No person called {name} in the store.</source>
        <translation>Ingen person som heter {name} finns i databasen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="34"/>
        <source>No person named {name} (tdesk person find {name2} lists near ones).</source>
        <translation>Ingen person heter {name} (tdesk person find {name2} listar liknande).</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="36"/>
        <source>Name {value}: more than one person has it: {people}; give the number instead (tdesk person history {example})</source>
        <translation>Namn {value}: fler än en person har det: {people}; ange numret i stället (tdesk person history {example})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="38"/>
        <source>No series named {name}.</source>
        <translation>Ingen serie heter {name}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="39"/>
        <source>No staff member called {name} has a PIN.</source>
        <translation>Ingen i personalen som heter {name} har en PIN-kod.</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="40"/>
        <source>--player {value}: no busted player of the event has that name</source>
        <translation>--player {value}: ingen utslagen spelare i turneringen heter så</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="41"/>
        <source>--start {value}: is not a time as HH:MM</source>
        <translation>--start {value}: är ingen tid som HH:MM</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="42"/>
        <source>--staff {value}: name the floor person who signs what this command writes: --staff NAME, or TDESK_STAFF, or set Edit › Floor staff name in the window on this computer</source>
        <translation>--staff {value}: ange vem i floorpersonalen som signerar det kommandot skriver: --staff NAMN, eller TDESK_STAFF, eller ställ in Redigera › Namn på floorpersonal i fönstret på den här datorn</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="49"/>
        <source>Prizes, line {count} {value}: {reason}</source>
        <translation>Priser, rad {count} {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="50"/>
        <source>Prizes {value}: {reason}</source>
        <translation>Priser {value}: {reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="51"/>
        <source>must have whole-number places and a prize text</source>
        <translation>måste ha placeringar i heltal och en pristext</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="52"/>
        <source>must be a place or range, a colon and the prize, such as 1: 100 store credit or 3-4: 6 boosters</source>
        <translation>måste vara en placering eller ett intervall, ett kolon och priset, till exempel 1: 100 store credit eller 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="54"/>
        <source>must be a line of text such as 3-4: 6 boosters</source>
        <translation>måste vara en textrad som 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="55"/>
        <source>places must be from 1 to {count}</source>
        <translation>placeringarna måste vara från 1 till {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="56"/>
        <source>the range must run from the higher place down ({range}, not {range2})</source>
        <translation>intervallet måste gå från den högre placeringen nedåt ({range}, inte {range2})</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="58"/>
        <source>the prize is missing</source>
        <translation>priset saknas</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="59"/>
        <source>a prize has at most {count} characters</source>
        <translation>ett pris har högst {count} tecken</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="60"/>
        <source>must be a list of lines</source>
        <translation>måste vara en lista med rader</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="61"/>
        <source>at most {count} lines</source>
        <translation>högst {count} rader</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="62"/>
        <source>place {count} already has a prize on another line</source>
        <translation>placering {count} har redan ett pris på en annan rad</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="63"/>
        <source>places {range} have no prize; the lines run from 1st place down without a gap</source>
        <translation>placeringarna {range} har inget pris; raderna går från 1:a plats nedåt utan lucka</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_venue.py" line="11"/>
        <source>This laptop&apos;s venue server was replaced: its standby copy at {host} was promoted and is the venue server now, so starting the old one here would make two servers of one night. Join it instead (File › Join an event on the venue network, or tdesk join --code {code}), or keep a standby copy of it on this laptop (tdesk standby --code {code2}). To host anew here, move {folder} aside first.</source>
        <translation>Den här datorns lokalserver har ersatts: dess reservkopia på {host} befordrades och är lokalservern nu, så att starta den gamla här skulle ge två servrar för samma kväll. Anslut till den i stället (Arkiv › Anslut till ett evenemang på lokalens nätverk, eller tdesk join --code {code}), eller håll en reservkopia av den på den här datorn (tdesk standby --code {code2}). För att vara värd på nytt här, flytta först {folder} åt sidan.</translation>
    </message>
</context>
<context>
    <name>engine.ordinal</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>first</source>
        <extracomment>&quot;second&quot;, &quot;third&quot;, … as &quot;{ordinal} &apos;{reason}&apos; this event&quot; says them (PEN-3); past the tenth the rules write &quot;11th&quot;, which &quot;{0}th&quot; translates.</extracomment>
        <translation>första</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>second</source>
        <translation>andra</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>third</source>
        <translation>tredje</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>fourth</source>
        <translation>fjärde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>fifth</source>
        <translation>femte</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>sixth</source>
        <translation>sjätte</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>seventh</source>
        <translation>sjunde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>eighth</source>
        <translation>åttonde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>ninth</source>
        <translation>nionde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>tenth</source>
        <translation>tionde</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="503"/>
        <location filename="../../tdesk/engine_text.py" line="627"/>
        <source>{0}th</source>
        <translation>{0}:e</translation>
    </message>
</context>
<context>
    <name>engine.rank</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>two</source>
        <extracomment>Rank words as a hand name uses them: one rank (&quot;{rank} high&quot;: the case after &quot;high&quot;/&quot;to&quot;).</extracomment>
        <translation>tvåa</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>three</source>
        <translation>trea</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>four</source>
        <translation>fyra</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>five</source>
        <translation>femma</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>six</source>
        <translation>sexa</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>seven</source>
        <translation>sjua</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>eight</source>
        <translation>åtta</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>nine</source>
        <translation>nia</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>ten</source>
        <translation>tia</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>jack</source>
        <translation>knekt</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>queen</source>
        <translation>dam</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>king</source>
        <translation>kung</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="456"/>
        <source>ace</source>
        <translation>ess</translation>
    </message>
</context>
<context>
    <name>engine.ranks</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>twos</source>
        <extracomment>... and several of one rank (&quot;pair of {ranks}&quot;).</extracomment>
        <translation>tvåor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>threes</source>
        <translation>treor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fours</source>
        <translation>fyror</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fives</source>
        <translation>femmor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sixes</source>
        <translation>sexor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sevens</source>
        <translation>sjuor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>eights</source>
        <translation>åttor</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>nines</source>
        <translation>nior</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>tens</source>
        <translation>tior</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>jacks</source>
        <translation>knektar</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>queens</source>
        <translation>damer</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>kings</source>
        <translation>kungar</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="466"/>
        <source>aces</source>
        <translation>ess</translation>
    </message>
</context>
<context>
    <name>engine.row</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="470"/>
        <source>top</source>
        <extracomment>The three OFC rows (OFC-R1) as a foul reason names them.</extracomment>
        <translation>topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="471"/>
        <source>middle</source>
        <translation>mitt</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="472"/>
        <source>bottom</source>
        <translation>botten</translation>
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
        <location filename="../../tdesk/ui/widgets/messages.py" line="15"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="20"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="27"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="28"/>
        <source>Yes</source>
        <translation>Ja</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="29"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
</context>
<context>
    <name>money</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="48"/>
        <source>Entry</source>
        <translation>Inköp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="49"/>
        <source>Re-entry</source>
        <translation>Re-entry</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="50"/>
        <source>Rebuy</source>
        <translation>Rebuy</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="51"/>
        <source>Add-on</source>
        <translation>Add-on</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="55"/>
        <source>cash</source>
        <translation>kontant</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="56"/>
        <source>card</source>
        <translation>kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="57"/>
        <source>transfer</source>
        <translation>överföring</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="58"/>
        <source>voucher</source>
        <translation>värdebevis</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/receipt_print.py" line="41"/>
        <source>Receipt {0}</source>
        <translation>Kvitto {0}</translation>
    </message>
</context>
<context>
    <name>override</name>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="23"/>
        <source>{0}

Do it anyway? Paid places may change; the override is recorded in the log.</source>
        <translation>{0}

Gör det ändå? Betalda placeringar kan ändras; undantaget skrivs i loggen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="26"/>
        <location filename="../../tdesk/ui/widgets/override.py" line="27"/>
        <source>Override</source>
        <translation>Gör undantag</translation>
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
        <translation>Plats</translation>
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
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Leaving chips</source>
        <translation>Marker som utgår</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Exchanged</source>
        <translation>Växlade</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Odd chips</source>
        <translation>Udda marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Cards</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Chips after</source>
        <translation>Marker efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="35"/>
        <source>wins 1</source>
        <translation>vinner 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="36"/>
        <source>+1 chip (not raced out)</source>
        <translation>+1 marker (racas inte ut)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="45"/>
        <source>The {leaving} chips leave play and are exchanged for {into}s. Odd chips worth {odd} make {raced} of {into} (nearest whole chip, halves up), raced with one card per odd chip, dealt from seat 1; the best cards (rank, then suit: spades, hearts, diamonds, clubs) win one chip each.</source>
        <translation>Markerna på {leaving} tas ur spel och växlas mot {into}-marker. Udda marker värda {odd} blir {raced} à {into} (närmaste hela marker, halva uppåt), racas med ett kort per udda marker, givet från plats 1; de bästa korten (valör, sedan färg: spader, hjärter, ruter, klöver) vinner en marker var.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/chiprace.py" line="51"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n marker</numerusform>
            <numerusform>%n marker</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="63"/>
        <source>Seed {0}: the same seed deals the same cards.</source>
        <translation>Frö {0}: samma frö ger samma kort.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="79"/>
        <source>Chip race</source>
        <translation>Chip race</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="106"/>
        <source>No chip race is recorded for this event yet (run one in the Clock tab during a colour-up break).</source>
        <translation>Ingen chip race är registrerad för turneringen än (kör en under fliken Klocka i en växlingspaus).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="140"/>
        <location filename="../../tdesk/print/receipt.py" line="162"/>
        <source>Printed {0}</source>
        <translation>Utskriven {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="141"/>
        <source>Page {0} of {1}</source>
        <translation>Sida {0} av {1}</translation>
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
        <translation>Placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="83"/>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/person_history.py" line="52"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <location filename="../../tdesk/print/swiss.py" line="310"/>
        <source>Prize</source>
        <translation>Pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="99"/>
        <location filename="../../tdesk/print/money.py" line="170"/>
        <source>Prize pool {0} · {1} entries · {2} places paid</source>
        <translation>Prispott {0} · {1} inköp · {2} betalda platser</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="131"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s (FLT-6). Print the payouts and the results from {0}.</source>
        <translation>Flighter betalar inget: prisen är {0}s (FLT-6). Skriv ut utbetalningar och resultat från {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="139"/>
        <location filename="../../tdesk/print/satellite.py" line="151"/>
        <source>Payouts</source>
        <translation>Utbetalningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="149"/>
        <source>Bounties</source>
        <translation>Bounties</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="150"/>
        <location filename="../../tdesk/print/players.py" line="99"/>
        <location filename="../../tdesk/print/satellite.py" line="71"/>
        <location filename="../../tdesk/print/seating.py" line="124"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/players.py" line="72"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <source>Country</source>
        <extracomment>(header, alignment, cell) of every column a list may print. The columns each kind prints, between the name and the status (&quot;&quot; = any other caller). The headers, marked for pyside6-lupdate (printed through translate(&quot;print&quot;, …)).</extracomment>
        <translation>Land</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="152"/>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <source>Note</source>
        <translation>Anteckning</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="160"/>
        <source>Kept back for the winner</source>
        <translation>Kvar att spela om för vinnaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="176"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}, envelopes not drawn {3}; the entries funded {4}</source>
        <translation>Bountypott {0}: inkasserat {1}, huvuden i spel {2}, kuvert ej dragna {3}; anmälningarna finansierade {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="182"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}</source>
        <translation>Bountypott {0}: inkasserat {1}, huvuden i spel {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="189"/>
        <source>The deal settled the bounties: heads {0} and the envelopes not drawn {1}, shared equally by the {2} players in it</source>
        <translation>Dealen gjorde upp bountyerna: huvuden {0} och kuverten som inte dragits {1}, delade lika av de {2} spelarna i den</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="193"/>
        <source>The deal settled the bounties: each of the {0} players in it took their own head ({1} in all)</source>
        <translation>Dealen gjorde upp bountyerna: var och en av de {0} spelarna i den tog sitt eget huvud ({1} totalt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="197"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>Bountypengar: tagna {0} = vunna {1} + i spel {2} + huset {3}; vunna: betalda {4}, skyldiga {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="202"/>
        <source>Bounty parts taken {0}: the event has no bounty format, so no bounty has been paid.</source>
        <translation>Bountydelar tagna {0}: eventet har inget bountyformat, så ingen bounty har betalats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="206"/>
        <source>Nobody has finished yet.</source>
        <translation>Ingen har slutat än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="214"/>
        <location filename="../../tdesk/print/satellite.py" line="64"/>
        <source>Handed over {0} ({1})</source>
        <translation>Utbetalt {0} ({1})</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="33"/>
        <source>Day {0}: {1} players bagged · {2} chips</source>
        <translation>Dag {0}: {1} spelare har påsat · {2} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="36"/>
        <source>Chips bagged</source>
        <translation>Marker i påsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="37"/>
        <source>Signature</source>
        <translation>Underskrift</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="44"/>
        <source>No one has bagged in this flight yet.</source>
        <translation>Ingen har påsat i den här flighten än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="49"/>
        <location filename="../../tdesk/print/money.py" line="165"/>
        <location filename="../../tdesk/print/money.py" line="251"/>
        <location filename="../../tdesk/print/ofc_hands.py" line="41"/>
        <location filename="../../tdesk/print/satellite.py" line="81"/>
        <location filename="../../tdesk/print/series.py" line="63"/>
        <source>Total</source>
        <translation>Totalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="57"/>
        <source>Counted and bagged by (floor): ____________________    Time: __________</source>
        <translation>Räknat och påsat av (floor): ____________________    Tid: __________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="67"/>
        <source>Bag sheet</source>
        <translation>Påsblad</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="225"/>
        <location filename="../../tdesk/print/satellite.py" line="108"/>
        <source>Results</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="232"/>
        <source>Players left {0} of {1} · chips in play {2} · counted {3} · average stack {4}</source>
        <translation>Spelare kvar {0} av {1} · marker i spel {2} · räknat {3} · snittstack {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="64"/>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <location filename="../../tdesk/print/seating.py" line="84"/>
        <location filename="../../tdesk/print/swiss.py" line="241"/>
        <source>Table {0}</source>
        <translation>Bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <source>Not seated</source>
        <translation>Utan plats</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/players.py" line="73"/>
        <location filename="../../tdesk/print/receipt.py" line="133"/>
        <location filename="../../tdesk/print/seating.py" line="93"/>
        <location filename="../../tdesk/print/seating.py" line="129"/>
        <source>Chips</source>
        <translation>Marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <source>Counted</source>
        <translation>Räknat</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="254"/>
        <source>Counts recorded</source>
        <translation>Registrerade räkningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <location filename="../../tdesk/print/receipt.py" line="130"/>
        <source>Time</source>
        <translation>Tid</translation>
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
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="269"/>
        <source>Chip counts</source>
        <translation>Markräkning</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="31"/>
        <source>Top</source>
        <translation>Topp</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="32"/>
        <source>Middle</source>
        <translation>Mitt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="33"/>
        <source>Bottom</source>
        <translation>Botten</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="34"/>
        <source>Board</source>
        <translation>Bräde</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="35"/>
        <source>Pair</source>
        <translation>Par</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="36"/>
        <source>Mid</source>
        <translation>Mitt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="37"/>
        <source>Bot</source>
        <translation>Bot</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="38"/>
        <source>Scoop</source>
        <translation>Scoop</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="39"/>
        <source>Royalties</source>
        <translation>Royalties</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="40"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="42"/>
        <source>Transaction (position order)</source>
        <translation>Transaktion (positionsordning)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="43"/>
        <source>Owed</source>
        <translation>Skuld</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="44"/>
        <source>Paid</source>
        <translation>Betalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="45"/>
        <source>How</source>
        <translation>Hur</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="46"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Points</source>
        <translation>Poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="47"/>
        <source>Before</source>
        <translation>Före</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="48"/>
        <source>After</source>
        <translation>Efter</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="49"/>
        <source>Change</source>
        <translation>Förändring</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="50"/>
        <source>Bust</source>
        <translation>Ute</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="59"/>
        <source>missed hand (OFC-X2)</source>
        <translation>missad giv (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="64"/>
        <source>legal</source>
        <translation>giltig</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="66"/>
        <source>{0} exposed (OFC-X1)</source>
        <translation>{0} visade (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="87"/>
        <source>nothing owed</source>
        <translation>inget att betala</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="91"/>
        <source>paid in full</source>
        <translation>betalt i sin helhet</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="92"/>
        <source>stopped by {0}&apos;s cap (OFC-S3)</source>
        <translation>stoppad av {0}s tak (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="93"/>
        <source>skipped: {0} is out (OFC-S4)</source>
        <translation>hoppades över: {0} är ute (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="94"/>
        <source>skipped: {0}&apos;s cap is used up (OFC-S3)</source>
        <translation>hoppades över: {0}s tak är förbrukat (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="98"/>
        <source>{0} eliminated</source>
        <translation>{0} slås ut</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="111"/>
        <source>out, {0}.</source>
        <translation>ute, {0}:a</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="123"/>
        <source>table {0}</source>
        <translation>bord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="126"/>
        <source>not applied (tutorial)</source>
        <translation>inte tillämpad (övning)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="127"/>
        <source>Hand {0}{1} · level {2}, {3} a point</source>
        <translation>Giv {0}{1} · nivå {2}, {3} per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="158"/>
        <source>No OFC hands have been scored in this event yet.</source>
        <translation>Inga OFC-givar har räknats i turneringen än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="159"/>
        <source>Points: rows 1 each, scoop +3, a foul pays 6 plus royalties, penalties per active player; chips = points × the level&apos;s value, capped by the stack each player began the hand with.</source>
        <translation>Poäng: 1 per rad, scoop +3, foul betalar 6 plus royalties, straff per aktiv spelare; marker = poäng × nivåns värde, högst stacken spelaren började given med.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="163"/>
        <source>OFC hand history</source>
        <translation>OFC-handhistorik</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="55"/>
        <source>{0}, counts in round {1}</source>
        <translation>{0}, räknas i rond {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="57"/>
        <source>(rescinded)</source>
        <translation>(återkallad)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="64"/>
        <location filename="../../tdesk/print/penalty_log.py" line="71"/>
        <location filename="../../tdesk/print/penalty_log.py" line="123"/>
        <source>%n penalty(ies)</source>
        <translation>
            <numerusform>%n straff</numerusform>
            <numerusform>%n straff</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="65"/>
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n återkallad</numerusform>
            <numerusform>%n återkallade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="72"/>
        <source>given to %n player(s).</source>
        <translation>
            <numerusform>till %n spelare.</numerusform>
            <numerusform>till %n spelare.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="74"/>
        <source>%n more were rescinded and are listed, marked.</source>
        <translation>
            <numerusform>%n till återkallades och står med, markerad.</numerusform>
            <numerusform>%n till återkallades och står med, markerade.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="77"/>
        <source>Rules enforcement level: {0}.</source>
        <translation>Regelnivå: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="92"/>
        <source>No penalties were given in this event.</source>
        <translation>Inga straff gavs i turneringen.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="100"/>
        <source>For the rating database: disqualifications without prizes</source>
        <translation>Till rankingdatabasen: diskvalificeringar utan priser</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="111"/>
        <source>None.</source>
        <translation>Inga.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="114"/>
        <source>All penalties</source>
        <translation>Alla straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <source>Rd</source>
        <translation>Rd</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="116"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Penalty</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Reason</source>
        <translation>Orsak</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="64"/>
        <source>Player&apos;s signature</source>
        <translation>Spelarens underskrift</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="66"/>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <source>Judge</source>
        <translation>Domare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="67"/>
        <source>Checked</source>
        <translation>Kontrollerad</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Count</source>
        <translation>Antal</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Card</source>
        <translation>Kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="79"/>
        <source>No list is registered: write it below, one card per line with its count.</source>
        <translation>Ingen lista är registrerad: skriv den nedan, ett kort per rad med antal.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="84"/>
        <source>Main deck</source>
        <translation>Huvudlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="86"/>
        <location filename="../../tdesk/print/decklists.py" line="90"/>
        <source>cards</source>
        <translation>kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="88"/>
        <source>Sideboard</source>
        <translation>Sideboard</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="91"/>
        <source>Registered {0} by {1}.</source>
        <translation>Registrerad {0} av {1}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="94"/>
        <location filename="../../tdesk/print/decklists.py" line="137"/>
        <source>Locked since round 1 was paired ({0}).</source>
        <translation>Låst sedan rond 1 lottades ({0}).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="97"/>
        <source>Changed after the lock by the head judge: {0}</source>
        <translation>Ändrad efter låsningen av huvuddomaren: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="113"/>
        <source>No players are registered.</source>
        <translation>Inga spelare är registrerade.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="118"/>
        <source>Decklist</source>
        <translation>Decklista</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/decklists.py" line="126"/>
        <source>%n player(s) without a decklist</source>
        <translation>
            <numerusform>%n spelare utan decklista</numerusform>
            <numerusform>%n spelare utan decklista</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="134"/>
        <source>Every player has registered a decklist.</source>
        <translation>Alla spelare har registrerat en decklista.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="139"/>
        <source>Decklists missing</source>
        <translation>Saknade decklistor</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="118"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="128"/>
        <source>Per player</source>
        <translation>Per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="135"/>
        <source>rescinded {0}</source>
        <translation>återkallad {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="140"/>
        <source>What was recorded and why</source>
        <translation>Vad som noterades och varför</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="145"/>
        <source>Linked penalties (PEN-1) print as &quot;+ …&quot; under the penalty that brought them. Rescinded penalties are kept and marked.</source>
        <translation>Kopplade straff (PEN-1) skrivs som &quot;+ …&quot; under straffet som gav dem. Återkallade straff finns kvar, markerade.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="155"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>Domarrapport: straff</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="174"/>
        <source>%n hand(s), served</source>
        <translation>
            <numerusform>%n giv, avtjänat</numerusform>
            <numerusform>%n givar, avtjänat</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="175"/>
        <source>%n hand(s), {0} left</source>
        <translation>
            <numerusform>%n giv, {0} kvar</numerusform>
            <numerusform>%n givar, {0} kvar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="176"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n giv</numerusform>
            <numerusform>%n givar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="177"/>
        <source>by {0}: {1}</source>
        <translation>av {0}: {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="74"/>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Seed</source>
        <translation>Seedning</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Site games</source>
        <translation>Spel på sajten</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/players.py" line="84"/>
        <location filename="../../tdesk/print/seating.py" line="94"/>
        <location filename="../../tdesk/print/seating.py" line="126"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="37"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n spelare</numerusform>
            <numerusform>%n spelare</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="97"/>
        <source>No players are registered for this event yet.</source>
        <translation>Inga spelare är anmälda till turneringen än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="25"/>
        <source>Player history</source>
        <translation>Spelarhistorik</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="31"/>
        <source>{0} of {1}</source>
        <translation>{0} av {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="38"/>
        <source>lives: {0}</source>
        <translation>liv: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="49"/>
        <source>This person has played no event yet.</source>
        <translation>Den här personen har inte spelat någon turnering än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Event</source>
        <translation>Turnering</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <location filename="../../tdesk/print/players.py" line="100"/>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <source>Kind</source>
        <translation>Typ</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="66"/>
        <source>rating {0}</source>
        <translation>rating {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="70"/>
        <source>PEN-6: disqualified without prizes or suspended in an event marked PEN-6 (flagged for the rating database).</source>
        <translation>PEN-6: diskvalificerad utan priser eller avstängd i en turnering märkt PEN-6 (flaggad för ratingdatabasen).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="108"/>
        <source>Numbers are line numbers, not seats.</source>
        <translation>Numren är radnummer, inte platser.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="125"/>
        <source>Player list</source>
        <translation>Spelarlista</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="89"/>
        <source>CHIPS {0}</source>
        <translation>MARKER {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="98"/>
        <source>TABLE</source>
        <translation>BORD</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="99"/>
        <source>SEAT</source>
        <translation>PLATS</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="150"/>
        <source>Nobody is seated yet: draw the seats first.</source>
        <translation>Ingen är placerad än: lotta platserna först.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="151"/>
        <source>Seat cards</source>
        <translation>Platskort</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="83"/>
        <source>Final table {0}</source>
        <extracomment>Table sheets side by side on one page (two columns of sheets, as many rows as fit).</extracomment>
        <translation>Finalbord {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="87"/>
        <source>— blocked —</source>
        <translation>— spärrad —</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="88"/>
        <source>(empty)</source>
        <translation>(tom)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="104"/>
        <source>No tables are open.</source>
        <translation>Inga bord är öppna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="117"/>
        <source>D marks the button for the next hand; F a fixed seat (the player stays when tables are balanced).</source>
        <translation>D visar knappen nästa giv; F en fast plats (spelaren flyttas inte vid balansering).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="123"/>
        <source>Nobody is seated yet.</source>
        <translation>Ingen är placerad än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="144"/>
        <source>From table {0} seat {1}   →   table {2} seat {3}</source>
        <translation>Från bord {0} plats {1}   →   bord {2} plats {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="147"/>
        <source>Seats swap with {0}: they move together (TDA-F1-B).</source>
        <translation>Byter plats med {0}: flyttar samtidigt (TDA-F1-B).</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="175"/>
        <source>Table sheets</source>
        <translation>Bordsblad</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="188"/>
        <source>Seating list</source>
        <translation>Placeringslista</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="204"/>
        <source>Move slips</source>
        <translation>Flyttlappar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Level</source>
        <translation>Nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Chips per point</source>
        <translation>Marker per poäng</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Minutes</source>
        <translation>Minuter</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Starts</source>
        <translation>Börjar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Round</source>
        <translation>Rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Small blind</source>
        <translation>Lilla mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Big blind</source>
        <translation>Stora mörken</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Ante</source>
        <translation>Ante</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="35"/>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="73"/>
        <source>Break {0} min</source>
        <translation>Paus {0} min</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="75"/>
        <source>colour up the {0} chips</source>
        <translation>växla upp {0}-markerna</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="88"/>
        <source> (BB)</source>
        <translation> (BB)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="133"/>
        <source>%n round(s), {0} in all.</source>
        <translation>
            <numerusform>%n rond, {0} totalt.</numerusform>
            <numerusform>%n ronder, {0} totalt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="135"/>
        <source>%n level(s), {0} in all.</source>
        <translation>
            <numerusform>%n nivå, {0} totalt.</numerusform>
            <numerusform>%n nivåer, {0} totalt.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="138"/>
        <source>Starting stack {0}.</source>
        <translation>Startstack {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="141"/>
        <source>Chips: {0}.</source>
        <translation>Marker: {0}.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="156"/>
        <source>Structure</source>
        <translation>Struktur</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="119"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="55"/>
        <source>No round has been paired yet.</source>
        <translation>Ingen rond har lottats än.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="127"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Round {0}</source>
        <translation>Rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="143"/>
        <source>organiser bye</source>
        <translation>frirunda från arrangören</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="149"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="56"/>
        <source>BYE</source>
        <translation>FRIRUNDA</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="198"/>
        <source>%n table(s)</source>
        <extracomment>A column at least this wide is a names column: its cells are not measured (big events).</extracomment>
        <translation>
            <numerusform>%n bord</numerusform>
            <numerusform>%n bord</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="65"/>
        <source>Opponent</source>
        <translation>Motståndare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="201"/>
        <source>Pairings by table</source>
        <translation>Lottning per bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="220"/>
        <source>Pairings by name</source>
        <translation>Lottning per namn</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Games won: ____</source>
        <translation>Vunna partier: ____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Signature: ______________</source>
        <translation>Namnteckning: ______________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Drawn games: ____</source>
        <translation>Oavgjorda partier: ____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Dropping? Tick: ☐ / ☐</source>
        <translation>Drar du dig ur? Kryssa: ☐ / ☐</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="250"/>
        <source>No table needs a slip.</source>
        <translation>Inget bord behöver en resultatlapp.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="251"/>
        <source>Result slips</source>
        <translation>Resultatlappar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>ML</source>
        <translation>FM</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>GL</source>
        <translation>FP</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="271"/>
        <source>ML: a Match loss from a penalty counts in this match (PEN-2): the player loses it whatever is written.</source>
        <translation>FM: en förlorad match genom straff räknas i denna match (PEN-2): spelaren förlorar den vad som än skrivs.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="273"/>
        <source>GL: a Game loss from a penalty counts in this match (PEN-2): a game won by the opponent.</source>
        <translation>FP: ett förlorat parti genom straff räknas i denna match (PEN-2): ett parti som motståndaren vunnit.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="299"/>
        <source>(dropped)</source>
        <translation>(utgått)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>Pod</source>
        <translation>Podd</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>In pod</source>
        <translation>I podden</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="309"/>
        <source>Top cut</source>
        <translation>Slutspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="317"/>
        <source>Draft: one order over all pods by points and the tiebreaks; each pod keeps its own order (In pod).</source>
        <translation>Draft: en ordning över alla poddar efter poäng och särskiljning; varje podd behåller sin egen ordning (I podden).</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="320"/>
        <source>After %n round(s).</source>
        <translation>
            <numerusform>Efter %n rond.</numerusform>
            <numerusform>Efter %n ronder.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="314"/>
        <source>Ties: quality of wins, quality of losses, quality of games, second-order quality, head-to-head, penalties, lot.</source>
        <translation>Vid lika: vinstkvalitet, förlustkvalitet, matchkvalitet, andra ordningens kvalitet, inbördes möte, bestraffningar, lottning.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="512"/>
        <source>Table {0}: +{1} min</source>
        <translation>Bord {0}: +{1} min</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="44"/>
        <source>Points: {0} × √field ÷ √place</source>
        <translation>Poäng: {0} × √fält ÷ √placering</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="46"/>
        <source>Points: {0} × (field − place + 1)</source>
        <translation>Poäng: {0} × (fält − placering + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="48"/>
        <source>Points by place: {0}; further places {1}</source>
        <translation>Poäng efter placering: {0}; övriga placeringar {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="52"/>
        <source>Points by place and field size</source>
        <translation>Poäng efter placering och fältets storlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="53"/>
        <source>best {0} results count</source>
        <translation>de {0} bästa resultaten räknas</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="54"/>
        <source>every result counts</source>
        <translation>alla resultat räknas</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="62"/>
        <location filename="../../tdesk/print/swiss.py" line="308"/>
        <source>Rank</source>
        <translation>Plac.</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/series.py" line="75"/>
        <source>{0}: {1} (%n player(s))</source>
        <translation>
            <numerusform>{0}: {1} (%n spelare)</numerusform>
            <numerusform>{0}: {1} (%n spelare)</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="77"/>
        <source>{0}: {1} (no results yet)</source>
        <translation>{0}: {1} (inga resultat ännu)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="83"/>
        <source>No results yet.</source>
        <translation>Inga resultat ännu.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="92"/>
        <source>Series leaderboard</source>
        <translation>Seriens topplista</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>W-L-D</source>
        <translation>V-F-O</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>Wins q.</source>
        <translation>Vinstkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Losses q.</source>
        <translation>Förlustkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Games q.</source>
        <translation>Matchkv.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>2nd order</source>
        <translation>2:a ordn.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>H2H</source>
        <translation>Inb.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Lot</source>
        <translation>Lott</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="322"/>
        <source>The top cut decides the first places; the points and tiebreaks are those of the Swiss rounds.</source>
        <translation>Slutspelet avgör de första placeringarna; poäng och särskiljning gäller de schweiziska ronderna.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="18"/>
        <source>game/match losses: {0}</source>
        <translation>förlustbestraffningar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="20"/>
        <source>penalty points: {0}</source>
        <translation>straffpoäng: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="22"/>
        <source>warnings: {0}</source>
        <translation>varningar: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="29"/>
        <source>Late: loss, round {0}</source>
        <translation>Sen anmälan: förlust, rond {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <location filename="../../tdesk/print/swiss.py" line="406"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="467"/>
        <source>The top cut has not started.</source>
        <translation>Slutspelet har inte börjat.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="133"/>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="135"/>
        <source>Semi-finals</source>
        <translation>Semifinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="137"/>
        <source>Quarter-finals</source>
        <translation>Kvartsfinaler</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="138"/>
        <source>Top {0}</source>
        <translation>Topp {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Final standings</source>
        <translation>Slutställning</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="344"/>
        <source>Semi-final</source>
        <translation>Semifinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="345"/>
        <source>Quarter-final</source>
        <translation>Kvartsfinal</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="348"/>
        <source>Round of {0}</source>
        <translation>Sista {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="471"/>
        <source>Winner: {0}</source>
        <translation>Vinnare: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="472"/>
        <source>Top cut bracket</source>
        <translation>Slutspelsträd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/print_action.py" line="76"/>
        <source>Preparing {0}…</source>
        <translation>Förbereder {0}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/receipt.py" line="83"/>
        <source>Bounties, %n knockout(s)</source>
        <translation>
            <numerusform>Bounties, %n utslagning</numerusform>
            <numerusform>Bounties, %n utslagningar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="86"/>
        <source>Prize, place {0}</source>
        <translation>Pris, plats {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="87"/>
        <source>Prize (deal)</source>
        <translation>Pris (deal)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="89"/>
        <source>{0} #{1}</source>
        <translation>{0} nr {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="109"/>
        <source>COPY</source>
        <translation>KOPIA</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="118"/>
        <source>Prize receipt</source>
        <translation>Kvitto på pris</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="119"/>
        <source>Bounty receipt</source>
        <translation>Bountykvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="120"/>
        <location filename="../../tdesk/print/receipt.py" line="192"/>
        <source>Receipt</source>
        <translation>Kvitto</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="122"/>
        <source>No. {0}</source>
        <translation>Nr {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="126"/>
        <source>{0} chips</source>
        <translation>{0} marker</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="128"/>
        <source>For</source>
        <translation>Avser</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="129"/>
        <source>Method</source>
        <translation>Betalsätt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="131"/>
        <source>Staff</source>
        <translation>Personal</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="137"/>
        <source>Paid out</source>
        <translation>Utbetalt</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="138"/>
        <source>Received</source>
        <translation>Mottaget</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="149"/>
        <source>Buy-in {0}</source>
        <translation>Inköp {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="151"/>
        <source>fee {0}</source>
        <translation>avgift {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="153"/>
        <source>bounty {0}</source>
        <translation>bounty {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="156"/>
        <source>Received by (signature)</source>
        <translation>Mottaget av (underskrift)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="23"/>
        <source>Seat to {0}</source>
        <translation>Plats till {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="80"/>
        <location filename="../../tdesk/print/satellite.py" line="122"/>
        <location filename="../../tdesk/print/satellite_words.py" line="26"/>
        <source>{0} + {1} in cash</source>
        <translation>{0} + {1} kontant</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="29"/>
        <source>Seat taken as cash</source>
        <translation>Platsen tagen som kontanter</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="31"/>
        <source>Remainder in cash</source>
        <translation>Återstod kontant</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="44"/>
        <location filename="../../tdesk/print/satellite.py" line="135"/>
        <source>Prize pool {0} · {1} entries</source>
        <translation>Prispott {0} · {1} anmälningar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="50"/>
        <source>the target event</source>
        <translation>målturneringen</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="51"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n plats à {0} till {1}</numerusform>
            <numerusform>%n platser à {0} till {1}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="54"/>
        <source>remainder {0} in cash</source>
        <translation>återstod {0} kontant</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="56"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
            <numerusform>%n spelare kvar: alla vinner en plats</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <location filename="../../tdesk/print/satellite.py" line="117"/>
        <source>Wins</source>
        <translation>Vinner</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="78"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n plats</numerusform>
            <numerusform>%n platser</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="124"/>
        <source>{0} in cash</source>
        <translation>{0} kontant</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="29"/>
        <source>No draft pods have been assigned.</source>
        <translation>Inga draftpoddar har fördelats.</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Rank in pod</source>
        <translation>Placering i podden</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="36"/>
        <source>Pod {0}</source>
        <translation>Podd {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="43"/>
        <source>Without a pod: {0}</source>
        <translation>Utan podd: {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="45"/>
        <source>Draft pod seatings</source>
        <translation>Placering i draftpoddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Seating by name</source>
        <translation>Placering efter namn</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="681"/>
        <source>ICM deal</source>
        <translation>ICM-deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="682"/>
        <source>Chip-chop deal</source>
        <translation>Chip-chop-deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="683"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="696"/>
        <source>{0}, {1} played for</source>
        <translation>{0}, {1} spelas om</translation>
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
        <translation>Startstack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="81"/>
        <source>Seats per table</source>
        <translation>Platser per bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="82"/>
        <source>Final table size</source>
        <translation>Finalbordets storlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="83"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="84"/>
        <source>Hand-for-hand from (players from the money)</source>
        <translation>Hand för hand från (spelare från pengarna)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="85"/>
        <source>Flight plays down to (players)</source>
        <translation>Flighten spelas ner till (spelare)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="86"/>
        <source>Flight plays down to (% of entries)</source>
        <translation>Flighten spelas ner till (% av anmälningarna)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="87"/>
        <source>Flight ends after level</source>
        <translation>Flighten slutar efter nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="88"/>
        <source>A player in several flights advances with</source>
        <translation>En spelare i flera flighter går vidare med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="89"/>
        <source>Day 2 seat draw</source>
        <translation>Platslottning dag 2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="90"/>
        <source>Day 2 resumes at level</source>
        <translation>Dag 2 fortsätter på nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="91"/>
        <source>Level length (minutes)</source>
        <translation>Nivålängd (minuter)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="92"/>
        <source>Royalty table</source>
        <translation>Royaltytabell</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="93"/>
        <source>Lives per player</source>
        <translation>Liv per spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="94"/>
        <source>Games needed on the host site</source>
        <translation>Krävda spel på värdsajten</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="95"/>
        <source>Time slots per round</source>
        <translation>Tider per rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="96"/>
        <source>Round start hour</source>
        <translation>Rondens starttimme</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="97"/>
        <source>Round cut-off hour</source>
        <translation>Rondens sluttimme</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="98"/>
        <source>Swiss rounds</source>
        <translation>Schweizerronder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="99"/>
        <source>Top cut</source>
        <translation>Slutspel (antal)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="100"/>
        <source>Rules enforcement level</source>
        <translation>Regelnivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="101"/>
        <source>Decklists (constructed event)</source>
        <translation>Decklistor (konstruerad turnering)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="102"/>
        <source>Minimum deck size</source>
        <translation>Minsta kortleksstorlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="103"/>
        <source>Maximum deck size</source>
        <translation>Största kortleksstorlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="104"/>
        <source>Copies per card</source>
        <translation>Exemplar per kort</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="105"/>
        <source>Sideboard size</source>
        <translation>Sideboardens storlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="106"/>
        <source>Cards allowed in any number</source>
        <translation>Kort tillåtna i valfritt antal</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="107"/>
        <source>Draft pods</source>
        <translation>Draftpoddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="108"/>
        <source>Pod size</source>
        <translation>Poddstorlek</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="109"/>
        <source>Smallest pod</source>
        <translation>Minsta podd</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="110"/>
        <source>Round 1 across the draft table</source>
        <translation>Rond 1 tvärs över draftbordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="111"/>
        <source>First table number</source>
        <translation>Första bordsnummer</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="112"/>
        <source>Late entries: losses for missed rounds</source>
        <translation>Sena anmälningar: förluster för missade ronder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="113"/>
        <source>Late entries may get the bye in their first round</source>
        <translation>Sena anmälningar kan få frironden i sin första rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="119"/>
        <source>The chips each player starts with</source>
        <extracomment>The settings&apos; help (their tooltips), every one with words (issue 36: no bare rule ID).</extracomment>
        <translation>Markerna varje spelare börjar med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="120"/>
        <source>TDA-F1-A: the most players seated at one table</source>
        <translation>TDA-F1-A: flest spelare vid ett bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="121"/>
        <source>The game dealt: flop games, stud or six-max</source>
        <translation>Spelet som delas: flopspel, stud eller six-max</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="122"/>
        <source>FLT-3: which bag goes to Day 2 for a player who bagged chips in several flights</source>
        <translation>FLT-3: vilken påse som går till dag 2 för en spelare som påsat marker i flera flighter</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="123"/>
        <source>FLT-5: drawn at random, or seated by chip stack</source>
        <translation>FLT-5: lottad slumpvis eller placerad efter stack</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="124"/>
        <source>OFC-L1: how long each point level lasts</source>
        <translation>OFC-L1: hur länge varje poängnivå varar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="125"/>
        <source>OFC-P5: the royalty table the calculator scores with</source>
        <translation>OFC-P5: royaltytabellen som kalkylatorn räknar med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="126"/>
        <source>HU-1: a player is out of the league once all their lives are lost</source>
        <translation>HU-1: en spelare är ute ur ligan när alla liv är förlorade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="127"/>
        <source>HU-2: the chips each player starts every match with</source>
        <translation>HU-2: markerna varje spelare börjar varje match med</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="128"/>
        <source>HU-E1: the games a player must have played on the host site to enter</source>
        <translation>HU-E1: antalet spel en spelare måste ha spelat på värdsajten för att få delta</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="129"/>
        <source>HU-D1: the time slots offered for a round&apos;s matches</source>
        <translation>HU-D1: tidsluckorna som erbjuds för en ronds matcher</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="130"/>
        <source>HU-R3: the hour a round begins</source>
        <translation>HU-R3: timmen då en rond börjar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="131"/>
        <source>HU-R3: the hour by which a round&apos;s matches must be played</source>
        <translation>HU-R3: timmen då en ronds matcher senast ska vara spelade</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="132"/>
        <source>CG-P1: the Swiss rounds played before the top cut</source>
        <translation>CG-P1: de schweiziska ronderna som spelas före slutspelet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="133"/>
        <source>CG-M3: the players who go on to the bracket after the Swiss; 0 is no top cut</source>
        <translation>CG-M3: spelarna som går vidare till slutspelet efter de schweiziska ronderna; 0 är inget slutspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="134"/>
        <source>CG-J1: which penalties apply, and whether the head judge may play</source>
        <translation>CG-J1: vilka straff som gäller, och om huvuddomaren får spela</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="135"/>
        <source>DECK-5: every player registers a decklist, locked from their first round</source>
        <translation>DECK-5: varje spelare registrerar en decklista, låst från sin första rond</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="136"/>
        <source>DECK-3: the fewest cards a main deck may have</source>
        <translation>DECK-3: minsta antalet kort en huvudlek får ha</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="137"/>
        <source>DECK-4: the most copies of one card a deck may hold</source>
        <translation>DECK-4: flest exemplar av ett kort som en lek får innehålla</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="138"/>
        <source>CG-D1: the fewest players a pod may have</source>
        <translation>CG-D1: minsta antalet spelare en podd får ha</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="139"/>
        <source>CG-T9: the number of every round&apos;s first table</source>
        <translation>CG-T9: numret på varje ronds första bord</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="140"/>
        <source>TDA-F1: 10 players for flop games, 9 for stud, 7 for six-max</source>
        <translation>TDA-F1: 10 spelare för flopspel, 9 för stud, 7 för six-max</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="141"/>
        <source>HFH-1: offered this many players from the money; 0: by hand only</source>
        <translation>HFH-1: föreslås så här många spelare från pengarna; 0: bara för hand</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="142"/>
        <source>FLT-1: 0 is no such stop</source>
        <translation>FLT-1: 0 är inget sådant stopp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="143"/>
        <source>FLT-1: rounded up; 0 is no such stop</source>
        <translation>FLT-1: avrundat uppåt; 0 är inget sådant stopp</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="144"/>
        <source>FLT-5: the Day 2 clock&apos;s first level</source>
        <translation>FLT-5: dag 2-klockans första nivå</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="145"/>
        <source>OFC-T1: 4-handed</source>
        <translation>OFC-T1: fyra vid bordet</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="146"/>
        <source>OFC-T1: 5-handed, button dealt out</source>
        <translation>OFC-T1: fem vid bordet, knappen står över</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="147"/>
        <source>DECK-3: 0 is no maximum</source>
        <translation>DECK-3: 0 är inget maximum</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="148"/>
        <source>DECK-3: 0 is no sideboard</source>
        <translation>DECK-3: 0 är ingen sideboard</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="149"/>
        <source>DECK-4: one card name per line; no copies limit for these</source>
        <translation>DECK-4: ett kortnamn per rad; ingen kopiegräns för dessa</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="150"/>
        <source>CG-D1: pair and rank within pods</source>
        <translation>CG-D1: lotta och ranka inom poddar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="151"/>
        <source>CG-D1: the largest pod</source>
        <translation>CG-D1: den största podden</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="152"/>
        <source>CG-D5-A: seat 1 v 5, 2 v 6 … in a pod of 8; off: by lot</source>
        <translation>CG-D5-A: plats 1 mot 5, 2 mot 6 … i en podd om 8; av: genom lottning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="153"/>
        <source>CG-P3: on: each round a late entry missed counts as a match loss (0 points); off: they start on 0 points without losses</source>
        <translation>CG-P3: på: varje rond en sen anmälan missat räknas som en matchförlust (0 poäng); av: de börjar på 0 poäng utan förluster</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="155"/>
        <source>CG-P3: off: a late entry gets the bye in the round they join only when nobody else can take it</source>
        <translation>CG-P3: av: en sen anmälan får frironden i den rond de kommer in i bara när ingen annan kan ta den</translation>
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
    <name>structures</name>
    <message>
        <location filename="../../tdesk/preset_words.py" line="28"/>
        <source>Poker MTT regular, {0} start</source>
        <extracomment>Each shipped text as a pattern (its amounts as groups) and the message it is shown as.</extracomment>
        <translation>Poker MTT normal, start {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="30"/>
        <source>Poker MTT turbo, {0} start</source>
        <translation>Poker MTT turbo, start {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="31"/>
        <source>Heads-up league HU-B1</source>
        <translation>Heads-up-liga HU-B1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="32"/>
        <source>OFC points OFC-L1</source>
        <translation>OFC-poäng OFC-L1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="33"/>
        <source>Swiss round</source>
        <translation>Rond i schweizersystem</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="36"/>
        <source>Colour up: the {0} chips leave play; exchange for {1}s, chip race for the odd ones</source>
        <translation>Colour-up: {0}-markerna lämnar spelet; växla till {1}-marker, chip race om de udda</translation>
    </message>
</context>
<context>
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Season</source>
        <translation>Säsong</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>Seating</source>
        <translation>Bordsplacering</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <location filename="../../tdesk/ui/tabs.py" line="35"/>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Clock</source>
        <translation>Klocka</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="37"/>
        <source>Ranking</source>
        <translation>Ranking</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="38"/>
        <source>Rounds</source>
        <translation>Ronder</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="39"/>
        <source>Standings</source>
        <translation>Ställning</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="40"/>
        <source>OFC calculator</source>
        <translation>OFC-räknare</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="41"/>
        <source>Penalties</source>
        <translation>Straff</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="43"/>
        <source>Money</source>
        <translation>Pengar</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="44"/>
        <source>Decklists</source>
        <translation>Decklistor</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="45"/>
        <source>Log</source>
        <translation>Logg</translation>
    </message>
</context>
<context>
    <name>values</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="477"/>
        <source>flop</source>
        <translation>flopspel</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="478"/>
        <source>stud</source>
        <translation>stud</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="479"/>
        <source>six-max</source>
        <translation>6-max</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="480"/>
        <source>standard</source>
        <translation>standard</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="481"/>
        <source>winner-only</source>
        <translation>bara radvinnaren</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="482"/>
        <source>classic-2012</source>
        <translation>klassisk (2012)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="483"/>
        <source>Amateur</source>
        <translation>Amatör</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="484"/>
        <source>Professional</source>
        <translation>Professionell</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="485"/>
        <source>Highest</source>
        <translation>Högsta</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="486"/>
        <source>dark</source>
        <translation>mörkt</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="487"/>
        <source>light</source>
        <translation>ljust</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="488"/>
        <source>Standard (event table)</source>
        <translation>Standard (turneringens tabell)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="489"/>
        <source>Standard, royalties only to the row winner</source>
        <translation>Standard, royalties bara till radens vinnare</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="490"/>
        <source>Early (2012) table: royal 20 bottom / 40 middle, any top trips 20</source>
        <translation>Tidig tabell (2012): royal 20 botten / 40 mitt, all triss i toppen 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="41"/>
        <source>best-stack</source>
        <extracomment>the flight settings&apos; choices (``rules.event_settings``), as the event dialog shows them</extracomment>
        <translation>bästa stacken</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="42"/>
        <source>first-bag</source>
        <translation>första påsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="43"/>
        <source>last-bag</source>
        <translation>senaste påsen</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="44"/>
        <source>one-bag</source>
        <translation>bara en påse</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="45"/>
        <source>random</source>
        <translation>slumpvis</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="46"/>
        <source>by-stack</source>
        <translation>efter stack</translation>
    </message>
</context>
</TS>
