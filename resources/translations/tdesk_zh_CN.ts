<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>AvailabilityGrid</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="165"/>
        <source>No entry: counts as 2 everywhere (HU-D2)</source>
        <translation>未填写：全部按 2 计（HU-D2）</translation>
    </message>
</context>
<context>
    <name>BackgroundTask</name>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="155"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/background.py" line="179"/>
        <source>Cancelling…</source>
        <translation>正在取消…</translation>
    </message>
</context>
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="71"/>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Top</source>
        <translation>头道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="83"/>
        <source>Middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="84"/>
        <source>Bottom</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="89"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>%1 张牌，例如 Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Missed hand</source>
        <translation>缺席本手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>缺席：向每位在局选手支付 3 分，无其他结算 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="114"/>
        <source>Clock foul</source>
        <translation>超时犯规</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="116"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>叫时后 30 秒内未行动 (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="120"/>
        <source>Exposed: </source>
        <translation>亮牌: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="121"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>未轮到时亮牌：每张向每位在局选手支付 1 分 (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="195"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>来自处罚记录：%1，%2 由 %3 开具</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="197"/>
        <source>(no judge)</source>
        <translation>（无裁判）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="203"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>在“处罚”标签页撤销该处罚即可去掉标记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="208"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>在“处罚”标签页撤销处罚即可去掉其标记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="219"/>
        <source>— no player —</source>
        <translation>— 无选手 —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="305"/>
        <source>%1 has a bad card</source>
        <translation>%1 有无效的牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="341"/>
        <source>%1 is on another board</source>
        <translation>%1 已在另一个牌面上</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="347"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>%1 张牌：%2 应为 %3 张</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="357"/>
        <source>%1 of %2 cards</source>
        <translation>%1/%2 张牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="375"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>缺席本手 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="379"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>超时犯规 (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="381"/>
        <source>FOUL: %1</source>
        <translation>犯规：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>royalty %1</source>
        <translation>奖励分 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="394"/>
        <source>Legal · royalties %1</source>
        <translation>有效 · 奖励分 %1</translation>
    </message>
</context>
<context>
    <name>BountiesPage</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="48"/>
        <source>No bounties</source>
        <translation>无赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="49"/>
        <source>Fixed bounty</source>
        <translation>固定赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="50"/>
        <source>Progressive knockout (PKO)</source>
        <translation>累进赏金（PKO）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="51"/>
        <source>Mystery bounty</source>
        <translation>神秘赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="139"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3} · won: paid {4}, owed {5}</source>
        <translation>赏金款项：收取 {0} = 赢得 {1} + 场上 {2} + 场馆 {3} · 赢得部分：已付 {4}，待付 {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Head</source>
        <translation>人头赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="170"/>
        <source>Collected</source>
        <translation>已获得</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Knockouts</source>
        <translation>淘汰数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Entries</source>
        <translation>参赛次数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="171"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Paid</source>
        <translation>已付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="172"/>
        <source>Owed</source>
        <translation>待付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="177"/>
        <source>&amp;Pay bounties…</source>
        <translation>支付赏金(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="179"/>
        <source>Hand the selected player the bounties they won and were not paid yet, with a receipt</source>
        <translation>向所选玩家支付已赢得但尚未支付的赏金，并开具收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="188"/>
        <source>Bounty &amp;format…</source>
        <translation>赏金格式(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="189"/>
        <source>Fixed, progressive or mystery bounties (Ctrl+Shift+K)</source>
        <translation>固定、累进或神秘赏金（Ctrl+Shift+K）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="217"/>
        <source>The entries took {0} in bounty parts, but no format is set: set it before the first bust.</source>
        <translation>报名已收取赏金部分 {0}，但未设置格式：请在第一位玩家出局前设置。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="219"/>
        <source>This event pays no bounties. Set a format to record who eliminated whom with each bust.</source>
        <translation>本赛事不支付赏金。设置格式后，每次淘汰都会记录谁淘汰了谁。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="224"/>
        <source>{0} · pool {1}: heads {2}, collected {3}</source>
        <translation>{0} · 赏金池 {1}：人头 {2}，已获得 {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="228"/>
        <source>envelopes left {0}</source>
        <translation>剩余信封 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="231"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>报名提供了 {0}；信封和固定部分支付 {1}：场馆补足 {2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="233"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>报名提供了 {0}；信封和固定部分支付 {1}：场馆留存 {2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>in play</source>
        <translation>在赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="241"/>
        <source>out</source>
        <translation>已淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="252"/>
        <source>Select the player to pay first.</source>
        <translation>请先选择要付款的玩家。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="258"/>
        <source>Bounties paid. Print receipt {0} now?</source>
        <translation>赏金已支付。现在打印收据 {0} 吗？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="260"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
</context>
<context>
    <name>BountyFormatDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="60"/>
        <source>Bounty format</source>
        <translation>赏金格式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="69"/>
        <source>to the eliminator listed first</source>
        <translation>归列在首位的淘汰者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="70"/>
        <source>to the bigger stack</source>
        <translation>归筹码较多者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="74"/>
        <source>e.g. 5000x1, 1000x4, 200x20</source>
        <translation>例如 5000x1, 1000x4, 200x20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="77"/>
        <source>from the first bust</source>
        <translation>从第一次淘汰起</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="80"/>
        <source>any level</source>
        <translation>任意级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="86"/>
        <source>&amp;Format</source>
        <translation>格式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="87"/>
        <source>PKO: &amp;paid at once</source>
        <translation>PKO：立即支付(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="88"/>
        <source>Split pot: odd unit</source>
        <translation>平分底池：零头</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="89"/>
        <source>Mystery: &amp;envelopes</source>
        <translation>神秘：信封(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="90"/>
        <source>Mystery phase at players left</source>
        <translation>剩余人数达到时进入神秘阶段</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/bounties.py" line="91"/>
        <source>Mystery phase at level</source>
        <translation>从该级别进入神秘阶段</translation>
    </message>
</context>
<context>
    <name>BracketView</name>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="49"/>
        <source>Semi-final</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Quarter-final</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="50"/>
        <source>Round of 16</source>
        <translation>十六强赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="51"/>
        <source>Round of 32</source>
        <translation>三十二强赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/bracket_view.py" line="58"/>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="203"/>
        <source>Bust players</source>
        <translation>淘汰选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="209"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>本手开始时的筹码量（筹码多者名次靠前）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="217"/>
        <source>T{0} S{1}</source>
        <translation>{0}号桌 {1}号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="223"/>
        <source>Who eliminated whom (several for a split pot):</source>
        <translation>谁淘汰了谁（平分底池时可选多人）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="225"/>
        <source>Who eliminated whom (optional):</source>
        <translation>谁淘汰了谁（可选）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="232"/>
        <source>{0} eliminated by</source>
        <translation>{0} 的淘汰者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="238"/>
        <source>Envelope drawn for {0}</source>
        <translation>为 {0} 抽到的信封</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="282"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>淘汰者：请勾选淘汰 {0} 的玩家；本赛事支付赏金。</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="64"/>
        <source>Chip race</source>
        <translation>筹码竞赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="73"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>换码：面值 {0} 的筹码退出游戏，兑换为面值 {1} 的筹码。零散筹码从 1 号座位起每枚发一张牌进行竞赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="79"/>
        <source>e.g. Table 7</source>
        <translation>例如 7 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="87"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>相同的随机种子发出相同的牌（会被记录）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="93"/>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="105"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="94"/>
        <source>{0} chips</source>
        <translation>{0} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="95"/>
        <source>Other chips (value)</source>
        <translation>其他筹码（价值）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="106"/>
        <source>Exchanged</source>
        <translation>已兑换</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="107"/>
        <source>Odd chips</source>
        <translation>零散筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="108"/>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="109"/>
        <source>Wins</source>
        <translation>赢得</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="110"/>
        <source>Kept in</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="111"/>
        <source>Chips after</source>
        <translation>换码后筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="124"/>
        <source>Run race</source>
        <translation>进行竞赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="127"/>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="129"/>
        <source>Record and print…</source>
        <translation>记录并打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="131"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="137"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="138"/>
        <source>Seats</source>
        <translation>座位数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="139"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="192"/>
        <source>other chips</source>
        <translation>其他筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="198"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>{0} 号座位：{1} {2!r} 不是整数</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="230"/>
        <source>Odd chips worth {0} → %n chip(s) of {1} raced (nearest whole chip, halves up). Seed {2}.</source>
        <translation>
            <numerusform>价值 {0} 的零头筹码 → 比牌 %n 枚面值 {1} 的筹码（取最接近的整枚，一半进位）。种子 {2}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="241"/>
        <source>wins 1</source>
        <translation>赢得 1 枚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/chiprace_dialog.py" line="242"/>
        <source>+1 chip</source>
        <translation>+1 枚筹码</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="455"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="121"/>
        <source>Space</source>
        <translation>空格键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>◀ Previous</source>
        <translation>◀ 上一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="123"/>
        <source>Left arrow</source>
        <translation>左方向键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Next ▶</source>
        <translation>下一级别 ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="125"/>
        <source>Right arrow</source>
        <translation>右方向键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="126"/>
        <source>−1 min</source>
        <translation>−1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="127"/>
        <source>+1 min</source>
        <translation>+1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="128"/>
        <source>Restart level</source>
        <translation>重新开始本级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="131"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="132"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>要增加的秒数（负数为减少）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="134"/>
        <source>Add seconds</source>
        <translation>增加秒数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Jump to selected</source>
        <translation>跳到所选级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="137"/>
        <source>Return</source>
        <translation>回车键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="140"/>
        <source>Table / seat (optional)</source>
        <translation>桌 / 座位（可选）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="142"/>
        <source>Call the clock</source>
        <translation>叫时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="143"/>
        <source>Clear call</source>
        <translation>取消叫时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="144"/>
        <source>Edit structure…</source>
        <translation>编辑结构…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="145"/>
        <source>Chip race…</source>
        <translation>筹码竞赛…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="146"/>
        <source>Print structure…</source>
        <translation>打印结构…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="148"/>
        <source>Projector</source>
        <translation>投影</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="32"/>
        <source>Monitor for the projector</source>
        <translation>投影使用的显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="33"/>
        <source>Full screen</source>
        <translation>全屏</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="36"/>
        <source>Off: the projector opens as a window, handy on a laptop with one screen</source>
        <translation>关闭时：投影以窗口打开，适合只有一块屏幕的笔记本电脑</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="41"/>
        <source>Expected end on the projector</source>
        <translation>在投影上显示预计结束时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="49"/>
        <source>Sounds</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="161"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="162"/>
        <source>Blinds / points</source>
        <translation>盲注 / 分值</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="163"/>
        <source>Ante</source>
        <translation>前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="164"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="165"/>
        <source>Starts in</source>
        <translation>距开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="177"/>
        <source>Enter counts by hand</source>
        <translation>手动输入人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="179"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>用于未逐一登记选手的赛事；否则按参赛人次计算</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="187"/>
        <source>entries × starting stack</source>
        <translation>参赛人次 × 起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="189"/>
        <source>Save counts</source>
        <translation>保存人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="215"/>
        <source>Key: {0}</source>
        <translation>按键：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="266"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="270"/>
        <source>Entries</source>
        <translation>参赛人次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="271"/>
        <source>Players left</source>
        <translation>剩余选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="272"/>
        <source>Chips in play</source>
        <translation>场上筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="273"/>
        <source>Average stack</source>
        <translation>平均筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="27"/>
        <source>Projector and sound</source>
        <translation>投影与声音</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="57"/>
        <source>Monitor</source>
        <translation>显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/screen_panel.py" line="58"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="24"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="41"/>
        <source>Colour up {0}</source>
        <translation>换码 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="44"/>
        <source>{0} per point</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="47"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/level_table.py" line="55"/>
        <source> (BB)</source>
        <translation> (大盲)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="420"/>
        <source>EVENT OVER — the winner is known</source>
        <translation>比赛结束 — 冠军已产生</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="421"/>
        <source>EVENT OVER — the season has its winner</source>
        <translation>比赛结束 — 本赛季冠军已产生</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="422"/>
        <source>EVENT OVER — the last result is in</source>
        <translation>比赛结束 — 最后一个结果已录入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="423"/>
        <source>EVENT OVER</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="436"/>
        <source>RUNNING</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="440"/>
        <source>Next: {0}</source>
        <translation>下一个：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="442"/>
        <source>Break in {0}</source>
        <translation>{0} 后休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="456"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="457"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="458"/>
        <location filename="../../tdesk/ui/clock/tab.py" line="460"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/tab.py" line="497"/>
        <source>now</source>
        <translation>现在</translation>
    </message>
</context>
<context>
    <name>CountsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="61"/>
        <source>&amp;Save count</source>
        <translation>保存统计(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="64"/>
        <source>&amp;Table</source>
        <translation>桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="76"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="77"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="80"/>
        <source>Counts so far</source>
        <translation>历次统计</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="98"/>
        <source>Table {0}</source>
        <translation>{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="99"/>
        <source>All players</source>
        <translation>全部选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="105"/>
        <source>Chip leader: {0} ({1})</source>
        <translation>筹码领先：{0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="107"/>
        <source>Average stack: {0}</source>
        <translation>平均筹码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="109"/>
        <location filename="../../tdesk/ui/money/counts.py" line="149"/>
        <source>({0} BB)</source>
        <translation>（{0} 个大盲）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="146"/>
        <source>Seat {0}</source>
        <translation>{0} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="173"/>
        <source>This table: {0} of {1} players counted, {2} chips</source>
        <translation>本桌：已统计 {0}/{1} 名选手，共 {2} 筹码</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/counts.py" line="182"/>
        <source>Room: %n player(s) not counted yet; {0} chips in play</source>
        <translation>
            <numerusform>全场：还有 %n 名选手未统计；场上筹码 {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="186"/>
        <source>Room: {0} counted = {1} in play</source>
        <translation>全场：统计 {0} = 场上 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="190"/>
        <source>Room: {0} counted, {1} in play, difference {2}</source>
        <translation>全场：统计 {0}，场上 {1}，差额 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="200"/>
        <source>Type at least one player&apos;s chips.</source>
        <translation>请至少输入一名选手的筹码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/counts.py" line="208"/>
        <source>Saved.</source>
        <translation>已保存。</translation>
    </message>
</context>
<context>
    <name>Day2ReviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="29"/>
        <source>Build Day 2 of {0}</source>
        <translation>生成 {0} 的第二天</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="31"/>
        <source>Bagged in more than one flight: {0}. The other bags are forfeited and their chips leave play.</source>
        <translation>在多个组别封袋：{0}。其他筹码袋作废，其筹码退出比赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="35"/>
        <source>Plays Day 2 with</source>
        <translation>第二天筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="36"/>
        <source>Forfeited</source>
        <translation>作废</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="41"/>
        <source>Chips forfeited: {0}</source>
        <translation>作废筹码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="44"/>
        <source>Likely the same person: these records&apos; names differ only by accents or case. Each plays Day 2 as a player of their own; if they are one person, cancel and merge them in the player database first.</source>
        <translation>可能是同一个人：这些记录的名字仅在重音或大小写上不同。各自作为独立选手参加第二天；如果是同一个人，请取消并先在选手数据库中合并。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Names</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="49"/>
        <source>Bags</source>
        <translation>筹码袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="58"/>
        <source>&amp;Build Day 2</source>
        <translation>生成第二天(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="72"/>
        <source>Day {0}: {1}</source>
        <translation>第 {0} 天：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="75"/>
        <source>the best stack plays</source>
        <translation>最大筹码量晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="76"/>
        <source>the first bag plays</source>
        <translation>第一袋晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="77"/>
        <source>the last bag plays</source>
        <translation>最后一袋晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/day2_review.py" line="78"/>
        <source>one bag only</source>
        <translation>只能封袋一次</translation>
    </message>
</context>
<context>
    <name>DealPage</name>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="62"/>
        <source>ICM (Malmuth-Harville)</source>
        <translation>ICM（Malmuth-Harville）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="63"/>
        <source>Chip-chop</source>
        <translation>按筹码比例分配</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="68"/>
        <source>Note for the results sheet (optional)</source>
        <translation>成绩表备注（可选）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="70"/>
        <source>&amp;Work out</source>
        <translation>计算(&amp;W)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="71"/>
        <source>Record the &amp;agreed deal…</source>
        <translation>记录已同意的协议(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="79"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Prize by place</source>
        <translation>按名次奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="80"/>
        <source>Deal</source>
        <translation>协议金额</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="85"/>
        <source>&amp;Method</source>
        <translation>方法(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="89"/>
        <source>&amp;Kept back for the winner</source>
        <translation>留给冠军的奖金(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="97"/>
        <source>Chips and deal amounts can be typed over.</source>
        <translation>筹码和协议金额可直接修改。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="138"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>协议已结算赏金：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="140"/>
        <source>The deal settles the bounties: each player takes their own head and an equal share of the envelopes not drawn ({0}); no envelope is drawn after it: {1}</source>
        <translation>协议结算赏金：每位玩家拿回自己的人头赏金，并平分未抽取的信封（{0}）；协议之后不再抽信封：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="144"/>
        <source>The deal settles the bounties: each player takes their own head: {0}</source>
        <translation>协议结算赏金：每位玩家拿回自己的人头赏金：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="175"/>
        <source>This satellite pays seats, so no deal: {0}</source>
        <translation>本卫星赛以席位支付，因此不能协议分奖：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/deal.py" line="178"/>
        <source>A deal is worked out for 2 to {0} players; %n are left.</source>
        <translation>
            <numerusform>协议分奖适用于 2 至 {0} 名选手；目前剩余 %n 名。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="211"/>
        <source>type a whole number, e.g. 25000</source>
        <translation>请输入整数，例如 25000</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="242"/>
        <location filename="../../tdesk/ui/money/deal.py" line="255"/>
        <source>Chips changed: work the deal out again.</source>
        <translation>筹码已更改：请重新计算分配方案。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="275"/>
        <source>Deal total {0} of {1} to share ({2} kept back)</source>
        <translation>协议合计 {0}，应分 {1}（保留 {2}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="252"/>
        <location filename="../../tdesk/ui/money/deal.py" line="258"/>
        <source>Work the deal out first, or type every amount.</source>
        <translation>请先计算协议，或输入每个金额。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="290"/>
        <source>Record this deal as agreed by the players?</source>
        <translation>将此协议记录为选手已同意？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/deal.py" line="291"/>
        <source>Record deal</source>
        <translation>记录协议</translation>
    </message>
</context>
<context>
    <name>DeckCheckDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="39"/>
        <source>Deck check</source>
        <translation>套牌检查</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="54"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="63"/>
        <source>What the judge found, e.g. 2 Goblin in the deck, 3 on the list</source>
        <translation>裁判的发现，例如：套牌中 2 张 Goblin，登记为 3 张</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="66"/>
        <source>Issue the linked penalty</source>
        <translation>给予对应判罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="75"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="76"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="77"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="78"/>
        <source>Judge</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="79"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="80"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/deck_check_dialog.py" line="111"/>
        <source>Choose the player whose deck was checked.</source>
        <translation>请选择被检查套牌的选手。</translation>
    </message>
</context>
<context>
    <name>DecklistsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="44"/>
        <source>missing</source>
        <translation>未交</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="45"/>
        <source>ok</source>
        <translation>合规</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="46"/>
        <source>illegal</source>
        <translation>不合规</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="55"/>
        <source>(dropped)</source>
        <translation>（已退赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="58"/>
        <source>locked</source>
        <translation>已锁定</translation>
    </message>
</context>
<context>
    <name>DecklistsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="91"/>
        <source>Missing lists only</source>
        <translation>仅显示未交</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="94"/>
        <source>Import from file…</source>
        <translation>从文件导入…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="97"/>
        <source>Deck check…</source>
        <translation>套牌检查…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="114"/>
        <source>One card per line: 3 Dragon, 3x Dragon or Dragon x3; a line Sideboard starts the sideboard</source>
        <translation>每行一张卡：3 Dragon、3x Dragon 或 Dragon x3；以 Sideboard 一行开始备牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="120"/>
        <source>Head judge&apos;s change</source>
        <translation>主裁判修改</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="125"/>
        <source>Reason, written in the log</source>
        <translation>原因（记入日志）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="127"/>
        <source>Save list</source>
        <translation>保存登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="184"/>
        <source>%1 of %2 lists registered, %3 missing.</source>
        <translation>已登记 %1/%2 份，未交 %3 份。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="188"/>
        <source>Locked since round 1 was paired (%1).</source>
        <translation>第 1 轮配对后已锁定（%1）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="191"/>
        <source>This event does not require decklists (event settings).</source>
        <translation>本赛事不要求登记套牌（赛事设置）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="200"/>
        <source>List of %1</source>
        <translation>%1 的套牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="221"/>
        <source>round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="223"/>
        <source>table %1</source>
        <translation>%1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="224"/>
        <source>Deck check, %1 (%2): %3</source>
        <translation>套牌检查，%1（%2）：%3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="229"/>
        <source>(penalty issued)</source>
        <translation>（已判罚）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="237"/>
        <source>Choose a player.</source>
        <translation>请选择选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="272"/>
        <source>Import decklists</source>
        <translation>导入套牌登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="273"/>
        <source>Text files (*.txt);;All files (*)</source>
        <translation>文本文件 (*.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="284"/>
        <source>Lists imported from %1: %2.</source>
        <translation>已从 %1 导入 %2 份登记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="290"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="293"/>
        <source>Not imported (%n list(s)); fix them and import again:</source>
        <translation>
            <numerusform>未导入（%n 份套牌）；请修正后重新导入：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DisplayCards</name>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="33"/>
        <source>Where do I sit?</source>
        <translation>我坐在哪里？</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="34"/>
        <source>Scan for your table and seat, the clock and the standings, live on your phone.</source>
        <translation>扫码即可在手机上实时查看您的桌号和座位、计时和排名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/display_cards.py" line="48"/>
        <source>Player screens</source>
        <translation>选手屏幕</translation>
    </message>
</context>
<context>
    <name>DisplayDialog</name>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="79"/>
        <source>Player screens</source>
        <translation>选手屏幕</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="88"/>
        <source>optional: letters and digits</source>
        <translation>可选：字母和数字</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="91"/>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="92"/>
        <source>&amp;Port:</source>
        <translation>端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="93"/>
        <source>Access &amp;code:</source>
        <translation>访问码(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="107"/>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="111"/>
        <source>Print &amp;table cards…</source>
        <translation>打印桌卡(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="113"/>
        <source>Four cards to a page with the address and its QR code</source>
        <translation>每页四张卡片，印有地址及其二维码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="137"/>
        <source>Every network of this computer</source>
        <translation>本机所有网络</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="140"/>
        <source>This computer only (test)</source>
        <translation>仅本机（测试）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="159"/>
        <source>Open an event first.</source>
        <translation>请先打开一个赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="163"/>
        <source>Access code &apos;{0}&apos;: use letters and digits only.</source>
        <translation>访问码“{0}”：只能使用字母和数字。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="193"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="196"/>
        <source>Off. Start to show the clock, seats, pairings and standings on TVs and phones on the venue network.</source>
        <translation>已关闭。启动后，场馆网络中的电视和手机即可显示计时、座位、对阵和排名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="204"/>
        <source>On for {0}. Open this address on a TV or phone, or scan the code:</source>
        <translation>已为 {0} 开启。请在电视或手机上打开此地址，或扫描二维码：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="209"/>
        <source>Floor tablets: {0} (each floor person&apos;s PIN: File › Staff…)</source>
        <translation>场地平板：{0}（每位工作人员的 PIN：文件 › 工作人员…）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/display_dialog.py" line="225"/>
        <source>Table cards</source>
        <translation>桌卡</translation>
    </message>
</context>
<context>
    <name>DisplayPage</name>
    <message>
        <location filename="../../tdesk/web/page.py" line="25"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="26"/>
        <source>Find me</source>
        <translation>找座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="27"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="28"/>
        <source>Series</source>
        <translation>系列赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="29"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="30"/>
        <source>Level {0}</source>
        <translation>第 {0} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="31"/>
        <source>Round {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="32"/>
        <source>Round {0} of {1}</source>
        <translation>第 {0} 轮，共 {1} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="33"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="34"/>
        <source>ante {0}</source>
        <translation>前注 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="35"/>
        <source>{0} per point</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="36"/>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="37"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="38"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="39"/>
        <source>Next level</source>
        <translation>下一级</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="40"/>
        <source>Next break</source>
        <translation>距休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="41"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="42"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="43"/>
        <source>Average stack</source>
        <translation>平均筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="44"/>
        <source>Prize pool</source>
        <translation>奖池</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="45"/>
        <source>Places paid</source>
        <translation>奖励名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="46"/>
        <source>Round ends</source>
        <translation>本轮截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="47"/>
        <source>Season winner</source>
        <translation>赛季冠军</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="48"/>
        <source>The clock has not been set up yet.</source>
        <translation>计时器尚未设置。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="49"/>
        <source>Type part of your name</source>
        <translation>输入您姓名的一部分</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="50"/>
        <source>Type a few letters of your name; accents are not needed.</source>
        <translation>输入姓名中的几个字即可，无需输入重音符号。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="51"/>
        <source>Nobody by that name is playing. Ask at the desk.</source>
        <translation>没有找到这个名字的选手，请到服务台询问。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="52"/>
        <source>Table {0}, seat {1}</source>
        <translation>{0} 号桌，{1} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="53"/>
        <source>Table {0} against {1}</source>
        <translation>{0} 号桌，对手 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="54"/>
        <source>Against {0}, {1}</source>
        <translation>对手 {0}，{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="55"/>
        <source>Waiting for table {0}</source>
        <translation>等待 {0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="56"/>
        <source>Finished in place {0}</source>
        <translation>获得第 {0} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="57"/>
        <source>Bye this round</source>
        <translation>本轮轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="58"/>
        <source>Nothing to show yet.</source>
        <translation>暂无内容。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="59"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="60"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="61"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="62"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="63"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="64"/>
        <source>W–L–D</source>
        <translation>胜–负–平</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="65"/>
        <source>Lives</source>
        <translation>生命</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="66"/>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="67"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="68"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="69"/>
        <source>Connection lost: reconnecting…</source>
        <translation>连接已断开：正在重新连接…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="70"/>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="71"/>
        <source>Quarter-final</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="72"/>
        <source>Semi-final</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="73"/>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="74"/>
        <source>Top {0}</source>
        <translation>前 {0} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="75"/>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="76"/>
        <source>Table {0}</source>
        <translation>第 {0} 桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="77"/>
        <source>HAND FOR HAND</source>
        <translation>逐手进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="78"/>
        <source>Still playing: tables {0}</source>
        <translation>仍在进行：第 {0} 桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="79"/>
        <source>Between hands</source>
        <translation>两手之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="80"/>
        <source>Live from the tournament desk. Ask a floor person if anything looks wrong.</source>
        <translation>赛事服务台实时信息。如有疑问，请询问现场工作人员。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="83"/>
        <location filename="../../tdesk/web/page.py" line="84"/>
        <source>Seating</source>
        <translation>座位表</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="85"/>
        <source>Pairings</source>
        <translation>对阵</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/page.py" line="86"/>
        <source>Games</source>
        <translation>对局</translation>
    </message>
</context>
<context>
    <name>EliminatorPicker</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="50"/>
        <source>Eliminated by: type a name, Enter ticks it</source>
        <translation>淘汰者：输入姓名，按 Enter 勾选</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="55"/>
        <source>seat {0}</source>
        <translation>{0}号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="56"/>
        <source>T{0} S{1}</source>
        <translation>{0}号桌 {1}号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="64"/>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="103"/>
        <source>not recorded</source>
        <translation>未记录</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="71"/>
        <source>Shares: equal; or the parts won, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>份额：平分；或各自赢得的部分，如 3000 : 1500 或 2/3 1/3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="122"/>
        <source>Shares of {0}&apos;s bounty &quot;{1}&quot;: give {2} parts above 0, one per eliminator in the order ticked, e.g. 3000 : 1500 or 2/3 1/3</source>
        <translation>{0} 的赏金份额“{1}”：请按勾选顺序为每位淘汰者给出一个大于 0 的部分，共 {2} 个，如 3000 : 1500 或 2/3 1/3</translation>
    </message>
</context>
<context>
    <name>EnvelopeBox</name>
    <message>
        <location filename="../../tdesk/ui/seating/bust_dialog.py" line="164"/>
        <source>drawn by tdesk</source>
        <translation>由 tdesk 抽取</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>Edit event</source>
        <translation>编辑赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="88"/>
        <source>New event</source>
        <translation>新建赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="99"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>赛事类型创建后无法更改。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="111"/>
        <source>Its settings, clock structure, fees, payouts, bounty format, tables and break order are copied; its players and results are not.</source>
        <translation>复制其设置、计时结构、费用、奖金分配、赏金格式、桌子和拆桌顺序；不复制其玩家和成绩。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="117"/>
        <source>&amp;Start from:</source>
        <translation>起始自(&amp;S)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="119"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="120"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="121"/>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="122"/>
        <source>&amp;Venue:</source>
        <translation>场地(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="124"/>
        <source>&amp;Flight of:</source>
        <translation>所属赛事(&amp;F)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="127"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="159"/>
        <source>(a new event of its own)</source>
        <translation>（全新的赛事）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="198"/>
        <source>(no flight: an event of its own)</source>
        <translation>（不是组别：独立赛事）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="235"/>
        <source>Prizes:</source>
        <translation>奖品：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="247"/>
        <source>P&amp;rizes…</source>
        <translation>奖品(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="249"/>
        <source>CG-Z1: a prize for each place or range of places, printed beside the place on the final standings</source>
        <translation>CG-Z1：每个名次或名次区间的奖品，打印在最终排名中该名次旁</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="259"/>
        <source>(no prizes listed)</source>
        <translation>（未列出奖品）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="302"/>
        <source>One card name per line</source>
        <translation>每行一个卡牌名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="328"/>
        <source>%1 %2: must be from %3 to %4</source>
        <translation>%1 %2：必须在 %3 到 %4 之间</translation>
    </message>
</context>
<context>
    <name>ExtensionDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="169"/>
        <source>Extra time — round %1</source>
        <translation>加时 — 第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="175"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="180"/>
        <source>Deck check, a long ruling…</source>
        <translation>牌组检查、较长的裁决…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="183"/>
        <source>&amp;Table</source>
        <translation>桌号(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="184"/>
        <source>&amp;Minutes</source>
        <translation>分钟(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="185"/>
        <source>&amp;Judge</source>
        <translation>裁判(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="186"/>
        <source>&amp;Reason</source>
        <translation>原因(&amp;R)</translation>
    </message>
</context>
<context>
    <name>FlightsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="81"/>
        <source>&amp;Bag survivors</source>
        <translation>为剩余玩家封袋(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Flight</source>
        <translation>组别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="83"/>
        <source>Entries</source>
        <translation>人次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Left</source>
        <translation>剩余</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Bagged</source>
        <translation>已封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="84"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="86"/>
        <source>Build &amp;Day 2</source>
        <translation>生成第二天(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="115"/>
        <source>This event is no flight and has none. Make an event a flight of this one in its event dialog (Flight of).</source>
        <translation>该赛事不是组别，也没有组别。在赛事对话框中将某赛事设为本赛事的组别（所属赛事）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="129"/>
        <source>Day {0}: {1} of {2} players left</source>
        <translation>第 {0} 天：剩 {1}/{2} 名玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="132"/>
        <source>plays down to {0}</source>
        <translation>打到 {0} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="134"/>
        <source>{0} bagged, {1} chips</source>
        <translation>{0} 人封袋，{1} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="138"/>
        <source>No stop set: bag when the floor ends the flight.</source>
        <translation>未设停止条件：现场结束组别时封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="141"/>
        <source>Stop reached: the survivors are bagged.</source>
        <translation>已到停止条件：剩余玩家已封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="142"/>
        <source>Stop reached: bag the survivors.</source>
        <translation>已到停止条件：为剩余玩家封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="145"/>
        <source>Still playing: the stop is not reached yet.</source>
        <translation>仍在进行：尚未到停止条件。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="167"/>
        <source>Table {0} seat {1}</source>
        <translation>第 {0} 桌 {1} 号座</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="200"/>
        <source>%n of {0} player(s) counted, {1} chips</source>
        <translation>
            <numerusform>已清点 %n/{0} 名玩家，{1} 筹码</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="206"/>
        <source>Chips in play {0} · bagged {1} · difference {2}</source>
        <translation>场上筹码 {0} · 已封袋 {1} · 差额 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="212"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} paid</source>
        <translation>整个赛事：{0} 人次 · 奖池 {1} · 奖励 {2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="214"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n 名</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="216"/>
        <source>Day {0}</source>
        <translation>第 {0} 天</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="219"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>第二天：{0} 名玩家 · {1} 筹码</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/flights.py" line="224"/>
        <source>%n flight(s) still to bag</source>
        <translation>
            <numerusform>还有 %n 个组别待封袋</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="225"/>
        <source>Every flight is bagged: build Day 2.</source>
        <translation>所有组别已封袋：生成第二天。</translation>
    </message>
</context>
<context>
    <name>GamesTable</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>final</source>
        <translation>已定</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="63"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="64"/>
        <source>STOP: admin decides</source>
        <translation>暂停：由管理员裁决</translation>
    </message>
</context>
<context>
    <name>HandDoneDialog</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="72"/>
        <source>Table {0}: hand done</source>
        <translation>第 {0} 桌：本手结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="74"/>
        <source>Tick the players out in this hand (Space), with the stack each started the hand with; none ticked: nobody is out.</source>
        <translation>勾选本手被淘汰的选手（空格键），并填写每人本手开始时的筹码；不勾选即无人出局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="81"/>
        <source>{0} (seat {1})</source>
        <translation>{0}（{1} 号座）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="99"/>
        <source>Envelope drawn for {0}</source>
        <translation>为 {0} 抽到的信封</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="145"/>
        <source>Eliminated by: tick who eliminated {0}; the event pays bounties.</source>
        <translation>淘汰者：请勾选是谁淘汰了 {0}；本赛事设有赏金。</translation>
    </message>
</context>
<context>
    <name>HandForHandPanel</name>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="172"/>
        <source>&amp;Next hand</source>
        <translation>下一手(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="173"/>
        <source>Deal the next hand at every table (Ctrl+Shift+N)</source>
        <translation>在所有牌桌发下一手（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="175"/>
        <source>Hand &amp;done…</source>
        <translation>本手结束(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="176"/>
        <source>The chosen table has finished the hand: report its busts (Ctrl+Shift+D)</source>
        <translation>所选牌桌已打完这手牌：报告出局选手（Ctrl+Shift+D）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="232"/>
        <source>&amp;Hand for hand</source>
        <translation>逐手进行(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="233"/>
        <source>Play one hand at a time at every table (HFH-1, Ctrl+H)</source>
        <translation>所有牌桌同时一次只打一手（HFH-1，Ctrl+H）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="235"/>
        <source>Hand for hand: off</source>
        <translation>逐手进行：关闭</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="237"/>
        <source>%n player(s) from the money: start hand for hand (HFH-1).</source>
        <translation>
            <numerusform>距离奖励圈 %n 人：开始逐手进行（HFH-1）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="241"/>
        <source>&amp;End hand for hand</source>
        <translation>结束逐手进行(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="242"/>
        <source>Back to normal play (Ctrl+H)</source>
        <translation>恢复正常进行（Ctrl+H）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="244"/>
        <source>HAND FOR HAND · hand {0} · still playing: {1}</source>
        <translation>逐手进行 · 第 {0} 手 · 仍在进行：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="247"/>
        <source>HAND FOR HAND · between hands ({0} dealt): the clock stands</source>
        <translation>逐手进行 · 两手之间（已发 {0} 手）：计时暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="259"/>
        <source>Table {0}: playing</source>
        <translation>第 {0} 桌：进行中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="261"/>
        <source>nobody out</source>
        <translation>无人出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="262"/>
        <source>Table {0}: done ({1})</source>
        <translation>第 {0} 桌：已结束（{1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/hand_for_hand_panel.py" line="264"/>
        <source>Table {0}</source>
        <translation>第 {0} 桌</translation>
    </message>
</context>
<context>
    <name>HostBanner</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_banner.py" line="28"/>
        <source>Lost the host at {0} — showing the last state, read-only; reconnecting…</source>
        <translation>与主机 {0} 的连接已断开 — 显示最后的状态，只读；正在重新连接…</translation>
    </message>
</context>
<context>
    <name>HostDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="51"/>
        <source>Host this event on the venue network</source>
        <translation>在场地网络上主持此赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="53"/>
        <source>This laptop becomes the venue&apos;s host: the store moves into tdesk&apos;s own database server, and the other laptops join it with the code below (File › Join an event on the venue network). Keep this laptop on and tdesk open all night.</source>
        <translation>这台笔记本将成为场地主机：存储移入 tdesk 自带的数据库服务器，其他笔记本用下方的代码加入（文件 › 加入场地网络上的赛事）。整晚请保持这台笔记本开机、tdesk 打开。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="60"/>
        <source>&amp;Network:</source>
        <translation>网络(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="68"/>
        <source>Address:</source>
        <translation>地址：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="69"/>
        <source>Join code:</source>
        <translation>加入码：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="107"/>
        <source>Every network of this laptop</source>
        <translation>本机的所有网络</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="110"/>
        <source>This laptop only (test)</source>
        <translation>仅本机（测试）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="130"/>
        <source>This window&apos;s store is already on a database server ({0}): open the event&apos;s own file to host it.</source>
        <translation>此窗口的存储已在数据库服务器上（{0}）：请打开赛事自己的文件来主持。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="136"/>
        <source>Starting the venue server…</source>
        <translation>正在启动场地服务器…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="157"/>
        <source>Stop hosting: save the night to a file</source>
        <translation>停止主持：将当晚数据保存到文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="158"/>
        <source>tdesk stores (*.db)</source>
        <translation>tdesk 存储 (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Stop hosting…</source>
        <translation>停止主持(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="187"/>
        <source>&amp;Start hosting</source>
        <translation>开始主持(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="197"/>
        <source>Not hosting. Start to share this store&apos;s events with the other laptops on the venue network.</source>
        <translation>未在主持。开始后，此存储的赛事将与场地网络上的其他笔记本共享。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="208"/>
        <source>Hosting. %n row(s) of the store moved into the venue database. On each other laptop: File › Join an event on the venue network, then type this code (or scan it).</source>
        <translation>
            <numerusform>正在主持。存储的 %n 行已移入场地数据库。在其他每台笔记本上：文件 › 加入场地网络上的赛事，然后输入此代码（或扫描）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="212"/>
        <source>Hosting the venue database as the last night left it (this laptop&apos;s file was not moved in). On each other laptop: File › Join an event on the venue network, then type this code.</source>
        <translation>正在按上次运行留下的状态主持场地数据库（本机的文件未移入）。在其他每台笔记本上：文件 › 加入场地网络上的赛事，然后输入此代码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="228"/>
        <source>Standby copy attached at {0}:{1}, {2} s and {3} behind: every action waits until it is on both laptops.</source>
        <translation>备用副本已连接于 {0}:{1}，落后 {2} 秒和 {3}：每个操作都会等到它同时存在于两台笔记本电脑上。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="235"/>
        <source>The standby copy at {0}:{1} is lost: actions are on this laptop only until a standby attaches again (File › Keep a standby copy… on the second laptop).</source>
        <translation>{0}:{1} 上的备用副本已丢失：在备用副本重新连接之前，操作只保存在本机上（在第二台笔记本电脑上：文件 › 保留备用副本…）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/host_dialog.py" line="241"/>
        <source>No standby copy attached. A second laptop can keep a live copy of this night: File › Keep a standby copy… there.</source>
        <translation>没有连接备用副本。第二台笔记本电脑可以保留今晚的实时副本：在那台电脑上选择 文件 › 保留备用副本…。</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="60"/>
        <source>Detect</source>
        <translation>自动检测</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="61"/>
        <source>UTF-8</source>
        <translation>UTF-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="62"/>
        <source>UTF-8 with BOM</source>
        <translation>UTF-8（带 BOM）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="63"/>
        <source>UTF-16 (spreadsheet Unicode text)</source>
        <translation>UTF-16（电子表格 Unicode 文本）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="64"/>
        <source>Windows-1252 / Latin-1 (Western European)</source>
        <translation>Windows-1252 / Latin-1（西欧）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="65"/>
        <source>Mac Roman (Western European, older Macs)</source>
        <translation>Mac Roman（西欧，旧版 Mac）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="66"/>
        <source>CP850 (Western European, DOS)</source>
        <translation>CP850（西欧，DOS）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="67"/>
        <source>Windows-1251 (Cyrillic)</source>
        <translation>Windows-1251（西里尔文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="68"/>
        <source>KOI8-R (Cyrillic)</source>
        <translation>KOI8-R（西里尔文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="69"/>
        <source>CP866 (Cyrillic, DOS)</source>
        <translation>CP866（西里尔文，DOS）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>ISO-8859-5 (Cyrillic)</source>
        <translation>ISO-8859-5（西里尔文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="71"/>
        <source>Mac Cyrillic (older Macs)</source>
        <translation>Mac Cyrillic（西里尔文，旧版 Mac）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="72"/>
        <source>GBK / GB18030 (Chinese, simplified)</source>
        <translation>GBK / GB18030（简体中文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="73"/>
        <source>Big5 (Chinese, traditional)</source>
        <translation>Big5（繁体中文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="74"/>
        <source>Shift-JIS / Windows-932 (Japanese)</source>
        <translation>Shift-JIS / Windows-932（日文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="75"/>
        <source>EUC-KR (Korean)</source>
        <translation>EUC-KR（韩文）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="98"/>
        <source>Import players — {0}</source>
        <translation>导入选手 — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="144"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="320"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="148"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="155"/>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="177"/>
        <source>Cannot read {0}: {1}</source>
        <translation>无法读取 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="189"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="190"/>
        <source>Reading {0}…</source>
        <translation>正在读取 {0}…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="215"/>
        <source>Read as {0}, as chosen.</source>
        <translation>按所选编码 {0} 读取。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="217"/>
        <source>Read as {0}: detected, {1} % sure.</source>
        <translation>按 {0} 读取：自动检测，可信度 {1}%。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>commas</source>
        <translation>逗号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>semicolons</source>
        <translation>分号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="219"/>
        <source>tabs</source>
        <translation>制表符</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="220"/>
        <source>vertical bars</source>
        <translation>竖线</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="222"/>
        <source>Values separated by {0}.</source>
        <translation>各值以{0}分隔。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="242"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the file also reads as {0}. Check the names below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;无法确定编码是否正确：&lt;/b&gt;该文件也可按 {0} 读取。导入前请检查下面的姓名；如果显示不对，请在上方选择编码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="245"/>
        <source>&lt;b&gt;Not sure this is the right encoding:&lt;/b&gt; the names read clearly in no encoding tdesk knows. Check them below before importing; if they look wrong, choose the encoding above.</source>
        <translation>&lt;b&gt;无法确定编码是否正确：&lt;/b&gt;在 tdesk 支持的任何编码下，这些姓名都读不清楚。导入前请检查下面的姓名；如果显示不对，请在上方选择编码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="255"/>
        <source>The names read right: import them as {0}</source>
        <translation>姓名显示正确：按 {0} 导入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="265"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="266"/>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="267"/>
        <source>Person</source>
        <translation>人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="268"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="294"/>
        <source>The table shows {0} of the {1} rows, every refused row among them.</source>
        <translation>表格显示 {1} 行中的 {0} 行，所有被拒绝的行都在其中。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="300"/>
        <source>&lt;b&gt;The file cannot be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;无法导入该文件：&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="303"/>
        <source>%n player(s) ready to import</source>
        <translation>
            <numerusform>%n 名选手可以导入</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="304"/>
        <source>(read as {0}).</source>
        <translation>（按 {0} 读取）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="308"/>
        <source>&lt;b&gt;%n row(s) refused&lt;/b&gt; (red); nothing is imported until the file is fixed, or you leave them out below:</source>
        <translation>
            <numerusform>&lt;b&gt;%n 行被拒绝&lt;/b&gt;（红色）；在修正文件之前不会导入任何内容，或在下方选择跳过这些行：</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="312"/>
        <source>&lt;b&gt;No row can be imported:&lt;/b&gt;&lt;br&gt;{0}</source>
        <translation>&lt;b&gt;没有可以导入的行：&lt;/b&gt;&lt;br&gt;{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="315"/>
        <source>Import the %n accepted player(s)</source>
        <translation>
            <numerusform>导入 %n 名已接受的选手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="316"/>
        <source>and leave out the %n refused row(s)</source>
        <translation>
            <numerusform>并跳过 %n 行被拒绝的数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="319"/>
        <source>&amp;Import %n player(s)</source>
        <translation>
            <numerusform>导入 %n 名选手(&amp;I)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="342"/>
        <source>&lt;b&gt;%n row(s) may be people already in the player database&lt;/b&gt; (amber): choose the person or New person in the Person column.</source>
        <translation>
            <numerusform>&lt;b&gt;%n 行可能是玩家数据库中已有的人&lt;/b&gt;（琥珀色）：请在“人员”列中选择此人或“新人员”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="344"/>
        <source>Lines: {0}</source>
        <translation>行：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="347"/>
        <source>&lt;b&gt;{0} is chosen for lines {1}:&lt;/b&gt; one person plays an event once.</source>
        <translation>&lt;b&gt;第 {1} 行都选择了 {0}：&lt;/b&gt;一个人只能参加一次赛事。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="353"/>
        <source>Take the single person for each other spelling (%n row(s))</source>
        <translation>
            <numerusform>为每个其他拼写选用唯一的人员（%n 行）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="357"/>
        <location filename="../../tdesk/ui/import_dialog.py" line="429"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>回归人员：{0}；新人员：{1}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="361"/>
        <source>%n returning person(s) keep their own rating over the file&apos;s (see the Person column&apos;s tooltip).</source>
        <translation>
            <numerusform>%n 位回归人员保留自己的等级分而非文件中的（见“人员”列的提示）。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="387"/>
        <source>Importing %n player(s)…</source>
        <translation>
            <numerusform>正在导入 %n 名选手…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="424"/>
        <source>%n player(s) imported.</source>
        <translation>
            <numerusform>已导入 %n 名选手。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/import_dialog.py" line="426"/>
        <source>%n refused row(s) left out.</source>
        <translation>
            <numerusform>已跳过 %n 行被拒绝的数据。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="450"/>
        <source>&lt;b&gt;Import cancelled:&lt;/b&gt; nothing was saved.</source>
        <translation>&lt;b&gt;导入已取消：&lt;/b&gt;没有保存任何内容。</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="47"/>
        <source>Join an event on the venue network</source>
        <translation>加入场地网络上的赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="49"/>
        <source>Pick the host below, or type its address where it is not listed (some networks block the announcement), then type the join code the host shows.</source>
        <translation>在下方选择主机；若未列出（有些网络会屏蔽广播），请输入其地址，然后输入主机显示的加入码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="59"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>例如 192.168.1.20（留空：使用代码中的地址）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="62"/>
        <source>e.g. 37U6-WUV3-WMV7-9DJY-8SQ</source>
        <translation>例如 37U6-WUV3-WMV7-9DJY-8SQ</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="66"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="67"/>
        <source>Join &amp;code:</source>
        <translation>加入码(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="69"/>
        <source>&amp;Join</source>
        <translation>加入(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="78"/>
        <source>Hosts on this network:</source>
        <translation>此网络上的主机：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="109"/>
        <source>{0} — {1}:{2} (tdesk {3})</source>
        <translation>{0} — {1}:{2}（tdesk {3}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/join_dialog.py" line="115"/>
        <source>No host heard yet: the list fills as hosts answer; type the address if yours never shows.</source>
        <translation>尚未发现主机：主机应答后列表会自动填充；若一直不出现，请输入地址。</translation>
    </message>
</context>
<context>
    <name>JudgeCallDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="71"/>
        <source>Judge call — round %1</source>
        <translation>裁判呼叫 — 第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="78"/>
        <source>What the judge ruled</source>
        <translation>裁判的裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="80"/>
        <source>Issue &amp;penalty…</source>
        <translation>开具处罚(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="83"/>
        <source>No penalty</source>
        <translation>无处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="91"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="92"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="93"/>
        <source>Extra time for this table, given with the call</source>
        <translation>随本次呼叫给此桌的加时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="96"/>
        <source>&amp;Table</source>
        <translation>桌号(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="97"/>
        <source>&amp;Judge</source>
        <translation>裁判(&amp;J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="98"/>
        <source>&amp;Ruling</source>
        <translation>裁决(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="99"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="100"/>
        <source>E&amp;xtra time</source>
        <translation>加时(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call: %1</source>
        <translation>裁判呼叫：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="112"/>
        <source>Judge call</source>
        <translation>裁判呼叫</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="139"/>
        <source>Penalty #%1 linked</source>
        <translation>已关联处罚 #%1</translation>
    </message>
</context>
<context>
    <name>JudgeCallsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="234"/>
        <source>&amp;Judge call… (Ctrl+J)</source>
        <translation>裁判呼叫(&amp;J)… (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="237"/>
        <source>E&amp;xtra time… (Ctrl+T)</source>
        <translation>加时(&amp;X)… (Ctrl+T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="246"/>
        <source>Judge calls and extra time:</source>
        <translation>裁判呼叫与加时：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="292"/>
        <source>%1  Table %2 — judge call, %3: %4</source>
        <translation>%1  第 %2 桌 — 裁判呼叫，%3：%4</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="296"/>
        <source>(penalty #%1)</source>
        <translation>（处罚 #%1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="300"/>
        <source>%1  Table %2 — +%3 min, %4: %5</source>
        <translation>%1  第 %2 桌 — +%3 分钟，%4：%5</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/judge_calls.py" line="327"/>
        <source>Table %1: +%2 min</source>
        <translation>第 %1 桌：+%2 分钟</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="63"/>
        <source>Late entry</source>
        <translation>延迟报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="70"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="71"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>安排到人数最少的桌，随机空座 (TDA-S1)。</translation>
    </message>
</context>
<context>
    <name>LeagueBoard</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="102"/>
        <source>Schedule</source>
        <translation>赛程</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="144"/>
        <source>Games: heads-up, starting stack {0}, blinds up every {2} minutes from {3} (HU-B1), no ante. {1} lives a player.</source>
        <translation>对局：单挑，起始筹码 {0}，盲注从 {3} 起每 {2} 分钟上涨（HU-B1），无前注。每人 {1} 条命。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="150"/>
        <source>{0}: no round paired yet</source>
        <translation>{0}：尚未编排轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="154"/>
        <source>{0} — round {1}</source>
        <translation>{0} — 第 {1} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="156"/>
        <source>(template {0})</source>
        <translation>（模板 {0}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="158"/>
        <source>season winner: {0}</source>
        <translation>赛季冠军：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/clock_tab.py" line="162"/>
        <source>{0}. {1} — %n game(s)</source>
        <translation>
            <numerusform>{0}. {1} — %n 局</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="175"/>
        <source>No more scheduled games this round</source>
        <translation>本轮已无排定的对局</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="178"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="189"/>
        <source>{0} – {1}: conflict, the admins decide</source>
        <translation>{0} – {1}：冲突，由管理员裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="179"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="190"/>
        <source>{0} – {1}: waiting for reports</source>
        <translation>{0} – {1}：等待报告</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="182"/>
        <source>Next games: {0}</source>
        <translation>下一批对局：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="203"/>
        <source>Round ended</source>
        <translation>本轮已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="207"/>
        <source>Cut-off passed</source>
        <translation>已过截止时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="208"/>
        <source>until the cut-off, {0}</source>
        <translation>距截止时间，{0}</translation>
    </message>
</context>
<context>
    <name>LeagueClockTab</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="289"/>
        <source>Open &amp;projector (F5)</source>
        <translation>打开投影(&amp;P)（F5）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="292"/>
        <source>Edit structure… (E)</source>
        <translation>编辑结构…（E）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="326"/>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="338"/>
        <source>tdesk projector</source>
        <translation>tdesk 投影</translation>
    </message>
</context>
<context>
    <name>LeaguePrint</name>
    <message>
        <location filename="../../tdesk/print/league.py" line="48"/>
        <source>Lives</source>
        <extracomment>Short column heads for the 13 criteria, printed through translate(&quot;LeaguePrint&quot;, …).</extracomment>
        <translation>命</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="49"/>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="50"/>
        <source>Won played</source>
        <translation>实战胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="51"/>
        <source>Forfeit losses</source>
        <translation>弃权负</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="52"/>
        <source>Opp. won (played)</source>
        <translation>对手胜（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="53"/>
        <source>Opp. lives (played)</source>
        <translation>对手命（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="54"/>
        <source>Opp. won (all)</source>
        <translation>对手胜（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="55"/>
        <source>Opp. lives (all)</source>
        <translation>对手命（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="56"/>
        <source>Opp. won played (played)</source>
        <translation>对手实战胜（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="57"/>
        <source>Opp. forfeits (played)</source>
        <translation>对手弃权负（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="58"/>
        <source>Opp. won played (all)</source>
        <translation>对手实战胜（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="59"/>
        <source>Opp. forfeits (all)</source>
        <translation>对手弃权负（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="60"/>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>final</source>
        <translation>已定</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="73"/>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="74"/>
        <source>stop: admins decide</source>
        <translation>暂停：由管理员裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="83"/>
        <source>Slots: {0}</source>
        <translation>时段：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="85"/>
        <source>Cut-off: {0}</source>
        <translation>截止：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="87"/>
        <source>Slot</source>
        <translation>时段</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="88"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="96"/>
        <source>No games in this round.</source>
        <translation>本轮没有对局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="102"/>
        <source>Bye (no game, no life lost): {0}</source>
        <translation>轮空（不赛，不扣命）：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="104"/>
        <source>Slot: the earliest time both players marked good, else good and possible, else possible for both (HU-D2). Players may agree another time; report your own result: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>时段：双方都标为合适的最早时间；否则一方合适、一方可以；否则双方都可以（HU-D2）。选手可另约时间；请报告自己的结果：1 胜，0 负，- 未进行，+ 对手未到场。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="116"/>
        <source>Season winner: {0}</source>
        <translation>赛季冠军：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="138"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="127"/>
        <source>* the criterion that ranks the player below the one above (HU-K1). † no lives left. Forfeit losses (4, 10, 12): fewer is better; all other criteria: more is better.</source>
        <translation>* 使该选手排在上一名之后的标准（HU-K1）。† 已无剩余命数。弃权负局（4、10、12）：越少越好；其余标准：越多越好。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="186"/>
        <source>Round {0} pairings</source>
        <extracomment>Points each side of a criterion&apos;s cell: the figures are short, their heads need the room. Where a head may break: between words, and between any two Chinese characters.</extracomment>
        <translation>第 {0} 轮对阵</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="187"/>
        <source>Template {0}</source>
        <translation>模板 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/league.py" line="196"/>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/league.py" line="197"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>%n 轮之后</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LeagueRanking</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="38"/>
        <source>Lives</source>
        <translation>命</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="39"/>
        <source>Won</source>
        <translation>胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="40"/>
        <source>Won
played</source>
        <translation>实战
胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="41"/>
        <source>Forfeit
losses</source>
        <translation>弃权
负</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="42"/>
        <source>Opp. won
(played)</source>
        <translation>对手胜
（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="43"/>
        <source>Opp. lives
(played)</source>
        <translation>对手命
（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="44"/>
        <source>Opp. won
(all)</source>
        <translation>对手胜
（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="45"/>
        <source>Opp. lives
(all)</source>
        <translation>对手命
（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="46"/>
        <source>Opp. won played
(played)</source>
        <translation>对手实战胜
（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="47"/>
        <source>Opp. forfeits
(played)</source>
        <translation>对手弃权负
（实战）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="48"/>
        <source>Opp. won played
(all)</source>
        <translation>对手实战胜
（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="49"/>
        <source>Opp. forfeits
(all)</source>
        <translation>对手弃权负
（全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="50"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="53"/>
        <source>Lives (more is better)</source>
        <translation>剩余命数（越多越好）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="54"/>
        <source>Won games, played and by forfeit</source>
        <translation>胜局（实战与对手弃权）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="55"/>
        <source>Won played games</source>
        <translation>实战胜局</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="56"/>
        <source>Forfeit losses (fewer is better)</source>
        <translation>弃权负局（越少越好）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="57"/>
        <source>Sum of won games of played opponents</source>
        <translation>实战对手胜局之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="58"/>
        <source>Sum of lives of played opponents</source>
        <translation>实战对手命数之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="59"/>
        <source>Sum of won games of all opponents</source>
        <translation>全部对手胜局之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="60"/>
        <source>Sum of lives of all opponents</source>
        <translation>全部对手命数之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="61"/>
        <source>Sum of won played games of played opponents</source>
        <translation>实战对手实战胜局之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="62"/>
        <source>Sum of forfeit losses of played opponents (fewer is better)</source>
        <translation>实战对手弃权负局之和（越少越好）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="63"/>
        <source>Sum of won played games of all opponents</source>
        <translation>全部对手实战胜局之和</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="64"/>
        <source>Sum of forfeit losses of all opponents (fewer is better)</source>
        <translation>全部对手弃权负局之和（越少越好）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="65"/>
        <source>Seed (higher is better)</source>
        <translation>种子号（越高越好）</translation>
    </message>
</context>
<context>
    <name>LeagueText</name>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="36"/>
        <source>{0} — round {1}</source>
        <translation>{0} — 第 {1} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="38"/>
        <source>(template {0})</source>
        <translation>（模板 {0}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="41"/>
        <source>Slots:</source>
        <translation>时段：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="44"/>
        <source>Cut-off: {0}</source>
        <translation>截止：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="50"/>
        <source>slot {0}: {1}</source>
        <translation>时段 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="56"/>
        <source>Bye: {0}</source>
        <translation>轮空：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/text.py" line="57"/>
        <source>Report your own result after the game: 1 won, 0 lost, - not played, + opponent did not show.</source>
        <translation>赛后请报告自己的结果：1 胜，0 负，- 未进行，+ 对手未到场。</translation>
    </message>
</context>
<context>
    <name>LogModel</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>When</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Staff</source>
        <translation>工作人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Station</source>
        <translation>工作站</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="60"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="61"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="144"/>
        <source>{0}
by {1} at station {2}</source>
        <translation>{0}
由 {1} 在工作站 {2} 执行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="151"/>
        <source>undone</source>
        <translation>已撤销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="153"/>
        <source>this station</source>
        <translation>本工作站</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="154"/>
        <source>a player&apos;s phone</source>
        <translation>选手的手机</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="155"/>
        <source>a floor tablet</source>
        <translation>场地平板</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="194"/>
        <source>&amp;Undo this action…</source>
        <translation>撤销此操作(&amp;U)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="197"/>
        <source>Undo the selected action, even one done at another station (asks first). Ctrl+Z undoes only this station&apos;s own actions.</source>
        <translation>撤销所选操作，即使是其他工作站所做的（会先询问）。Ctrl+Z 只撤销本工作站自己的操作。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="200"/>
        <source>Undo this action…</source>
        <translation>撤销此操作…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/log_tab.py" line="251"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n 项操作</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="281"/>
        <source>someone</source>
        <translation>某人</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="282"/>
        <source>this station</source>
        <translation>本工作站</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="283"/>
        <source>a player&apos;s phone</source>
        <translation>选手的手机</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="284"/>
        <source>a floor tablet</source>
        <translation>场地平板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="285"/>
        <source>station {0}</source>
        <translation>工作站 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="287"/>
        <source>Undo “{0}”, done by {1} at {2} ({3})?

Everything it changed is put back as it was; if later actions changed the same rows, nothing is undone and you are told.</source>
        <translation>撤销“{0}”？由 {1} 于 {2}（{3}）执行。

它所做的所有更改都会恢复原样；如果之后的操作改动了同样的记录，则不会撤销任何内容，并会提示您。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="290"/>
        <source>Undo this action</source>
        <translation>撤销操作</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="291"/>
        <source>Undo it</source>
        <translation>撤销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="298"/>
        <source>Undone: {0}</source>
        <translation>已撤销：{0}</translation>
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
        <translation>所有标签页显示的赛事 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="71"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="74"/>
        <source>&amp;Event:</source>
        <translation>赛事(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="87"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;还没有赛事&lt;/h2&gt;&lt;p&gt;通过 &lt;b&gt;文件 › 新建赛事…&lt;/b&gt; (Ctrl+N) 创建一个，或运行 &lt;code&gt;tdesk demo&lt;/code&gt; 体验演示数据库。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="144"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="145"/>
        <source>&amp;New event…</source>
        <translation>新建赛事(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="146"/>
        <source>&amp;Edit event…</source>
        <translation>编辑赛事(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="148"/>
        <source>&amp;Delete event…</source>
        <translation>删除赛事(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="150"/>
        <source>Switch &amp;event</source>
        <translation>切换赛事(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="152"/>
        <source>&amp;Open store…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="153"/>
        <source>&amp;Back up store…</source>
        <translation>备份数据库(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="155"/>
        <source>&amp;Restore from backup…</source>
        <translation>从备份恢复(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="158"/>
        <source>&amp;Import players…</source>
        <translation>导入选手(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="160"/>
        <source>E&amp;xport players…</source>
        <translation>导出选手(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="162"/>
        <source>Player &amp;database…</source>
        <translation>选手数据库(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="165"/>
        <source>&amp;Walk-in…</source>
        <translation>现场报名(&amp;W)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="169"/>
        <source>Export ra&amp;ting list…</source>
        <translation>导出等级分名单(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="172"/>
        <source>&amp;Series…</source>
        <translation>系列赛(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="173"/>
        <source>&amp;Print</source>
        <translation>打印(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="174"/>
        <source>Player &amp;screens…</source>
        <translation>选手屏幕(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="176"/>
        <source>&amp;Host this event on the venue network…</source>
        <translation>在场地网络上主持此赛事(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="178"/>
        <source>&amp;Join an event on the venue network…</source>
        <translation>加入场地网络上的赛事(&amp;J)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="180"/>
        <source>Keep a standb&amp;y copy…</source>
        <translation>保留备用副本(&amp;Y)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="182"/>
        <source>Sta&amp;ff…</source>
        <translation>工作人员(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="185"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="187"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="188"/>
        <location filename="../../tdesk/ui/main_window.py" line="525"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="190"/>
        <location filename="../../tdesk/ui/main_window.py" line="528"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="193"/>
        <source>Floor &amp;staff name…</source>
        <translation>现场裁判姓名(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="195"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="196"/>
        <source>&amp;Rules reference</source>
        <translation>规则参考(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="198"/>
        <source>&amp;About tdesk</source>
        <translation>关于 tdesk(&amp;A)</translation>
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
        <translation>无法打开此标签页；其他标签页仍可使用，已保存的内容安全无损。

{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="409"/>
        <source>Delete the event “{0}” with its {1} players and everything recorded for it?

Edit › Undo can bring it back.</source>
        <translation>删除赛事“{0}”及其 {1} 名选手和所有记录？

编辑 › 撤销 可以恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="411"/>
        <location filename="../../tdesk/ui/main_window.py" line="412"/>
        <source>Delete event</source>
        <translation>删除赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="420"/>
        <source>Open store</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="421"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>tdesk 数据库 (*.db *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="439"/>
        <source>The store {0} is on a network file system ({1}). SQLite&apos;s locking does not hold there: two computers, or two programs, writing to it can damage it.

Keep the store on this computer&apos;s own disk (File › Back up store, then open the copy), or use PostgreSQL for several stations.</source>
        <translation>数据库 {0} 位于网络文件系统（{1}）上。SQLite 的锁在那里不起作用：两台电脑或两个程序同时写入可能会损坏它。

请把数据库放在这台电脑自己的磁盘上（文件 › 备份数据库，然后打开副本），或为多个工作站使用 PostgreSQL。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="443"/>
        <source>Store on a network drive</source>
        <translation>数据库位于网络驱动器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="452"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced the store file {0} while tdesk had it open.

tdesk saves nothing more to it: open the store again (File › Open store…). Close that program while tdesk runs.</source>
        <translation>另一个程序（数据库浏览器、备份脚本或 sqlite3 命令行）在 tdesk 打开数据库文件 {0} 时删除或替换了它。

tdesk 不会再向其中保存任何内容：请重新打开数据库（文件 › 打开数据库…）。tdesk 运行期间请关闭那个程序。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="458"/>
        <source>Another program (a database browser, a backup script or the sqlite3 shell) removed or replaced {0} while tdesk had the store open.

tdesk opened the store&apos;s files again: everything it reported as saved is in the store. An action refused just now was not saved; do it again.

Close that program while tdesk runs, and make copies with File › Back up store….</source>
        <translation>另一个程序（数据库浏览器、备份脚本或 sqlite3 命令行）在 tdesk 打开数据库时删除或替换了 {0}。

tdesk 已重新打开数据库文件：凡是它报告已保存的内容都在数据库中。刚才被拒绝的操作没有保存，请重新执行。

tdesk 运行期间请关闭那个程序，并通过 文件 › 备份数据库… 制作副本。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="465"/>
        <source>Another program on the store</source>
        <translation>另一个程序改动了数据库文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>Back up store</source>
        <translation>备份数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="476"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="485"/>
        <source>Backup written to {0}</source>
        <translation>备份已写入 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="506"/>
        <source>Automatic backup failed: {0}</source>
        <translation>自动备份失败：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="512"/>
        <source>Undone: {0}</source>
        <translation>已撤销：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="518"/>
        <source>Redone: {0}</source>
        <translation>已重做：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="524"/>
        <source>&amp;Undo {0}</source>
        <translation>撤销(&amp;U) {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="527"/>
        <source>&amp;Redo {0}</source>
        <translation>重做(&amp;R) {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="548"/>
        <source>Store: {0}</source>
        <translation>数据库：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="549"/>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="550"/>
        <source>Staff: {0}</source>
        <translation>工作人员：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="551"/>
        <source>rev {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="572"/>
        <source>Demo floor</source>
        <translation>现场裁判（演示）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="594"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;适用于扑克多桌锦标赛（MTT）、大菠萝（Open Face Chinese）、单挑联赛及纸牌游戏瑞士制赛事的赛事管理台。&lt;br&gt;&lt;br&gt;数据库：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="596"/>
        <source>About tdesk</source>
        <translation>关于 tdesk</translation>
    </message>
</context>
<context>
    <name>MergeDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="332"/>
        <source>Merge into {0} (#{1})</source>
        <translation>合并到 {0}（#{1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="337"/>
        <source>No.</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="338"/>
        <source>Events</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="339"/>
        <source>Last event</source>
        <translation>最近赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="343"/>
        <source>&amp;Merge</source>
        <translation>合并(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="349"/>
        <source>The duplicate&apos;s events move to {0} (#{1}, {2}); the duplicate is then gone. Undo reverses it.</source>
        <translation>重复记录的赛事将移到 {0}（#{1}，{2}）名下，随后删除该重复记录。撤销可恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="391"/>
        <source>Choose the duplicate in the list.</source>
        <translation>请在列表中选择重复记录。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="403"/>
        <source>Merge the duplicate #{0} into #{1}?</source>
        <translation>将重复记录 #{0} 合并到 #{1}？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="405"/>
        <source>Duplicate: {0}</source>
        <translation>重复记录：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="406"/>
        <source>Kept: {0}</source>
        <translation>保留：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="407"/>
        <source>The events and ratings of #{0} move to #{1}, and #{0} is removed from the player database.</source>
        <translation>#{0} 的赛事和等级分将移到 #{1} 名下，#{0} 将从选手数据库中删除。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/dialog.py" line="434"/>
        <source>#{0} {1} ({2}); %n event(s): {3}; ratings: {4}</source>
        <translation>
            <numerusform>#{0} {1}（{2}）；%n 项赛事：{3}；等级分：{4}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="440"/>
        <source>{0} (#{1}) was changed by another station after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>在请求合并后，{0}（#{1}）已被另一工作站修改；未进行任何合并。请检查两条记录，然后重新合并。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="443"/>
        <source>{0} (#{1}) was changed by {2} at {3} after the merge was asked; nothing was merged. Check both records, then merge again.</source>
        <translation>在请求合并后，{0}（#{1}）已由 {2} 于 {3} 修改；未进行任何合并。请检查两条记录，然后重新合并。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge people</source>
        <translation>合并人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="412"/>
        <source>Merge</source>
        <translation>合并</translation>
    </message>
</context>
<context>
    <name>MoneySummary</name>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="45"/>
        <source>%n to the money</source>
        <translation>
            <numerusform>距离钱圈还有 %n 人</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="47"/>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>#{0}: {1}</source>
        <translation>第 {0} 名：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>PLAYERS</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="55"/>
        <source>{0} of {1}</source>
        <translation>{0}/{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="56"/>
        <source>AVG STACK</source>
        <translation>平均筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="57"/>
        <source>PRIZE POOL</source>
        <translation>奖池</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="58"/>
        <source>PLACES PAID</source>
        <translation>奖励名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="61"/>
        <source>NEXT PAY JUMP</source>
        <translation>下一奖金级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="71"/>
        <source>Prize pool {0}</source>
        <translation>奖池 {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/summary.py" line="72"/>
        <source>%n place(s) paid</source>
        <translation>
            <numerusform>奖励 %n 个名次</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="76"/>
        <source>Next pay jump {0}</source>
        <translation>下一奖金级 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="77"/>
        <source>{0} of {1} left</source>
        <translation>剩余 {0}/{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="79"/>
        <source>Average stack {0}</source>
        <translation>平均筹码 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/summary.py" line="81"/>
        <source>Chip leader {0} ({1})</source>
        <translation>筹码领先 {0}（{1}）</translation>
    </message>
</context>
<context>
    <name>MoneyTab</name>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="72"/>
        <source>&amp;Payments</source>
        <translation>收款(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="73"/>
        <source>Pa&amp;youts</source>
        <translation>奖金分配(&amp;Y)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="74"/>
        <source>&amp;Chip counts</source>
        <translation>筹码统计(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="75"/>
        <source>&amp;Deal</source>
        <translation>协议分奖(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="76"/>
        <source>&amp;Results</source>
        <translation>成绩(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="77"/>
        <source>&amp;Flights</source>
        <translation>组别(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="78"/>
        <source>B&amp;ounties</source>
        <translation>赏金(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="89"/>
        <source>Set the bounty &amp;format…</source>
        <translation>设置赏金格式(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="141"/>
        <source>Prize pool {0} · {1} of {2} left · {3} paid</source>
        <translation>奖池 {0} · 剩余 {1}/{2} 人 · 奖励 {3}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/tab.py" line="143"/>
        <source>%n place(s)</source>
        <translation>
            <numerusform>%n 个名次</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="145"/>
        <source>overlay {0}</source>
        <translation>保底补贴 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="147"/>
        <source>registration closed</source>
        <translation>报名已截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="159"/>
        <source>The entries took {0} in bounty parts but the event has no bounty format: busts wait until it is set, so each bounty is paid to whoever wins it.</source>
        <translation>报名已收取赏金部分 {0}，但赛事没有设置赏金格式：在设置之前无法淘汰玩家，以便每份赏金都付给赢得它的人。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="190"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s — open it.</source>
        <translation>组别不发奖金：奖金属于 {0}——请打开它。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/tab.py" line="191"/>
        <source>&amp;Open {0}</source>
        <translation>打开 {0}(&amp;O)</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="140"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>五人决赛桌：庄位不发牌 (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="151"/>
        <source>&amp;Table:</source>
        <translation>桌(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="152"/>
        <source>Dealt &amp;out:</source>
        <translation>不发牌(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="153"/>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="180"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>清除牌 (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="183"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>撤销输入 (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="38"/>
        <source>Correction of hand %1</source>
        <translation>更正牌局 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="39"/>
        <source>Refused:</source>
        <translation>已拒绝：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="40"/>
        <source>No card changed yet: correct the cards, then apply.</source>
        <translation>尚未更改任何牌：请更正牌后再应用。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Player</source>
        <translation>玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="41"/>
        <source>Stack now</source>
        <translation>当前筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Correction</source>
        <translation>更正</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="42"/>
        <source>Stack after</source>
        <translation>更正后筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="43"/>
        <source>No stack changes.</source>
        <translation>筹码没有变化。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="44"/>
        <source>Later hands settled again with the corrected stacks (OFC-S3): %1</source>
        <translation>之后的牌局已按更正后的筹码重新结算（OFC-S3）：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="46"/>
        <source>Hand %1 corrected, with the stacks it began with</source>
        <translation>更正后的牌局 %1（按开局时的筹码）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="91"/>
        <source>Correct… (Ctrl+Shift+R)</source>
        <translation>更正…（Ctrl+Shift+R）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="93"/>
        <source>Correct the cards of the hand picked in the history: the difference is posted as one action</source>
        <translation>更正历史中所选牌局的牌：差额作为一次操作记入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="123"/>
        <source>Only the cards are corrected here: the players, their order, the penalty marks and the level stay as the hand stored them. Put a penalty right in the penalty log, the rest by undoing back to the hand.</source>
        <translation>这里只更正牌：玩家、顺序、处罚标记和级别保持该牌局存储时的样子。处罚请在处罚记录中更正，其余请撤销回到该牌局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="148"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="206"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>应用到赛事 (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="151"/>
        <source>Apply correction (Ctrl+Return)</source>
        <translation>应用更正 (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="154"/>
        <source>Correcting hand %1: change its cards, then apply. Ctrl+L leaves it as it was.</source>
        <translation>正在更正牌局 %1：修改牌后应用。Ctrl+L 保持原样。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="163"/>
        <source>Nothing to apply yet: %1</source>
        <translation>暂无可应用的更正：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="164"/>
        <source>complete the hand&apos;s cards.</source>
        <translation>请填完这手牌的牌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/correction.py" line="177"/>
        <source>Hand %1 corrected: Edit › Undo (Ctrl+Z) takes it back.</source>
        <translation>牌局 %1 已更正：编辑 › 撤销（Ctrl+Z）可撤回。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="216"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>重新打开 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="220"/>
        <source>&amp;History:</source>
        <translation>历史(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="297"/>
        <source>Royalties: %1</source>
        <translation>奖励分：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="355"/>
        <source>— nobody —</source>
        <translation>— 无 —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="364"/>
        <source>Choose players by hand</source>
        <translation>手动选择选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="367"/>
        <source>Table %1 (%2 players)</source>
        <translation>%1 号桌（%2 名选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="368"/>
        <source>Table %1 (%2 players), button %3</source>
        <translation>%1 号桌（%2 名玩家），庄位 %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="20"/>
        <source>%1 has won the event: no more hands.</source>
        <translation>%1 赢得了比赛：不再有牌局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="22"/>
        <source>%1: table %2 seat %3 → table %4 seat %5</source>
        <translation>%1：%2 号桌 %3 号座 → %4 号桌 %5 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="29"/>
        <source>Table %1 cannot deal with %2 players (OFC-T1): make the pending moves in the Seating tab.</source>
        <translation>%1 号桌有 %2 名玩家，无法发牌（OFC-T1）：请在“座位表”标签页完成待执行的换座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="33"/>
        <source>Table %1 has one player, %2: move them. The calculator waits for the pending moves (Seating tab): %3</source>
        <translation>%1 号桌只剩一名玩家 %2：请为其换座。计算器正在等待待执行的换座（“座位表”标签页）：%3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="37"/>
        <source>Table %1 has one player, %2: set the button at table(s) %3 in the Seating tab, so the balancing moves can be made.</source>
        <translation>%1 号桌只剩一名玩家 %2：请在“座位表”标签页设置 %3 号桌的庄位，以便进行平衡换座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/waiting.py" line="41"/>
        <source>Table %1 has one player, %2: move them (Seating tab).</source>
        <translation>%1 号桌只剩一名玩家 %2：请为其换座（“座位表”标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="68"/>
        <source> · table %1</source>
        <translation> · %1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="69"/>
        <source> · not applied</source>
        <translation> · 未应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/history.py" line="70"/>
        <source> · corrected</source>
        <translation> · 已更正</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="415"/>
        <source>Click a row, then cards below</source>
        <translation>先点击一行，再点击下方的牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="418"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="532"/>
        <source>board %1</source>
        <translation>牌面 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="419"/>
        <source>Cards go to: %1, %2</source>
        <translation>牌放入：%1，%2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="480"/>
        <source>%1 chips a point</source>
        <translation>每分 %1 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="487"/>
        <location filename="../../tdesk/ui/ofc/tab.py" line="563"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>请选择一个 OFC 赛事以使用计算器。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="497"/>
        <source>Pick at least two players (first position first).</source>
        <translation>至少选择两名选手（从第一个位置开始）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="501"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>同时出现在两个牌面：%1 — 请先更正。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="505"/>
        <source>Waiting for cards — %1</source>
        <translation>等待输入牌 — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="545"/>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="546"/>
        <source>tutorial, not applied</source>
        <translation>教学，未应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="547"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>正在显示已保存的第 %1 手（%2）及其开始时的筹码。修改一张牌或清除即可开始新的一手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/tab.py" line="560"/>
        <source>A stored hand is shown: change a card or Clear to start a new hand.</source>
        <translation>正在显示已保存的一手牌：更改一张牌或清除以开始新的一手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="22"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>两两对比（前者从后者赢得的分数）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="23"/>
        <source>Net</source>
        <translation>净得分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="24"/>
        <source>chips a point</source>
        <translation>筹码/分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="25"/>
        <source>Settlement in position order</source>
        <translation>按位置顺序结算</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="26"/>
        <source>nothing owed</source>
        <translation>无需支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="27"/>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="28"/>
        <source>Stacks</source>
        <translation>筹码量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="29"/>
        <source>Eliminated</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="30"/>
        <source>place %1</source>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>pair</source>
        <translation>对阵</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="31"/>
        <source>top</source>
        <translation>头道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="32"/>
        <source>bottom</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>scoop</source>
        <translation>全胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="33"/>
        <source>royalties</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="34"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="62"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 欠 %2 %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="88"/>
        <source>All 52 cards are on the boards.</source>
        <translation>52 张牌都已在牌面上。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="89"/>
        <source>Cards on no board: %1</source>
        <translation>不在任何牌面的牌：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="99"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 缺席本手：仅处罚 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="102"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>双方犯规：不计分 (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="104"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>%1 犯规：支付 6 分加奖励分 (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="107"/>
        <source>scoop (OFC-P2)</source>
        <translation>全胜 (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="114"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>跳过：%1 已出局 (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="116"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>跳过：%1 的上限已用完 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="118"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>受 %1 的上限限制 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="120"/>
        <source>paid in full</source>
        <translation>已全额支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc/result.py" line="122"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 被淘汰 (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PaymentsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="98"/>
        <source>Type a name</source>
        <translation>输入姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="106"/>
        <source>&amp;Take payment</source>
        <translation>收款(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="108"/>
        <source>Entries for &amp;everyone unpaid…</source>
        <translation>为所有未付款者收取报名费(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="109"/>
        <source>&amp;Walk-in… (F9)</source>
        <translation>现场报名(&amp;W)… (F9)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="111"/>
        <source>A new or returning player: money, seat and ticket in one step, one undo</source>
        <translation>新玩家或回头玩家：收款、座位和票据一步完成，一次撤销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="115"/>
        <source>&amp;Player</source>
        <translation>选手(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="116"/>
        <source>&amp;Kind</source>
        <translation>类型(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="117"/>
        <source>&amp;Method</source>
        <translation>方式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="118"/>
        <source>Price</source>
        <translation>价格</translation>
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
        <translation>80 毫米小票</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="129"/>
        <source>Print rece&amp;ipt</source>
        <translation>打印收据(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="130"/>
        <source>The selected payment&apos;s receipt; a reprint is marked copy</source>
        <translation>所选付款的收据；再次打印标记为副本</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="134"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Paid</source>
        <translation>已付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="135"/>
        <source>Method</source>
        <translation>方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="136"/>
        <source>Receipt</source>
        <translation>收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="149"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Chips bought</source>
        <translation>购入筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="150"/>
        <source>Stack</source>
        <translation>筹码量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="151"/>
        <source>Payments</source>
        <translation>付款</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="153"/>
        <source>Payments, newest first</source>
        <translation>收款记录（最新在前）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="154"/>
        <source>Players: paid and chips</source>
        <translation>选手：付款与筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="235"/>
        <source>{0} ({1} prize pool + {2} fee + {3} bounty) for {4} chips</source>
        <translation>{0}（奖池 {1} + 服务费 {2} + 赏金 {3}），筹码 {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="310"/>
        <source>Player {0}: no such player in this event</source>
        <translation>选手 {0}：本赛事没有这名选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="329"/>
        <source>{0} is back in: table {1}, seat {2}</source>
        <translation>{0} 重新入场：{1} 号桌 {2} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="330"/>
        <source>{0} is in: table {1}, seat {2}</source>
        <translation>{0} 已入座：{1} 号桌，{2} 号座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="341"/>
        <source>Take an entry from every registered player who has not paid yet?</source>
        <translation>向所有尚未付款的已报名选手收取报名费？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="342"/>
        <source>Take entries</source>
        <translation>收取报名费</translation>
    </message>
</context>
<context>
    <name>PayoutsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="35"/>
        <source>Standard (by entries)</source>
        <translation>标准（按报名人次）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="36"/>
        <source>Curve, 15% paid</source>
        <translation>曲线，15% 获奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="37"/>
        <source>Curve, 10% paid, top-heavy</source>
        <translation>曲线，10% 获奖，奖金集中于前列</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="38"/>
        <source>Top three 50/30/20</source>
        <translation>前三名 50/30/20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="39"/>
        <source>Winner takes all</source>
        <translation>赢家通吃</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Prize pool</source>
        <translation>奖池</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="54"/>
        <source>Collected</source>
        <translation>已收</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Added money</source>
        <translation>追加奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="55"/>
        <source>Overlay</source>
        <translation>保底补贴</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Fees</source>
        <translation>服务费</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="56"/>
        <source>Bounties</source>
        <translation>赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Entries</source>
        <translation>报名人次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="57"/>
        <source>Places paid</source>
        <translation>奖励名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="71"/>
        <source>Percents typed by hand</source>
        <translation>手动输入百分比</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="73"/>
        <source>e.g. 50 30 20</source>
        <translation>例如 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="74"/>
        <source>&amp;Use this structure</source>
        <translation>使用此结构(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="75"/>
        <source>&amp;Fees and terms…</source>
        <translation>费用与规则(&amp;F)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="76"/>
        <source>&amp;Close registration…</source>
        <translation>截止报名(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="79"/>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="85"/>
        <source>&amp;Satellite…</source>
        <translation>卫星赛(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="88"/>
        <source>Pay this event in seats to another event</source>
        <translation>本赛事以另一赛事的席位作为奖励</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="98"/>
        <source>% of pool</source>
        <translation>占奖池 %</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="99"/>
        <source>Paid to</source>
        <translation>获奖者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="149"/>
        <source>(locked)</source>
        <translation>（已锁定）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="152"/>
        <source>Structure in use: {0}</source>
        <translation>当前结构：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="154"/>
        <source>Structure {0} set aside: this satellite pays in seats</source>
        <translation>奖励结构 {0} 暂不使用：本卫星赛以席位支付</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/payouts.py" line="185"/>
        <source>%n player(s) already finished in the money; a new structure changes their prizes too. Use it?</source>
        <translation>
            <numerusform>已有 %n 名选手进入奖励圈；新的奖金结构也会改变他们的奖金。确定使用吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="187"/>
        <location filename="../../tdesk/ui/money/payouts.py" line="209"/>
        <source>Change the payouts</source>
        <translation>更改奖金分配</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="208"/>
        <source>Registration is closed and the places paid were fixed at {0}; this structure pays {1}. Use it?</source>
        <translation>报名已截止，奖励名额已固定为 {0}；此结构奖励 {1} 名。仍要使用吗？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="220"/>
        <source>Close registration? No more entries or re-entries are taken and the places paid are fixed.</source>
        <translation>截止报名？之后不再接受报名或再次报名，奖励名次数量将固定。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payouts.py" line="222"/>
        <source>Close registration</source>
        <translation>截止报名</translation>
    </message>
</context>
<context>
    <name>PdfPages</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="63"/>
        <source>PDF file not found: {0}</source>
        <translation>找不到 PDF 文件：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="84"/>
        <source>No PDF renderer: install poppler-utils (pdftoppm) to preview PDFs.</source>
        <translation>没有 PDF 渲染器：请安装 poppler-utils（pdftoppm）以预览 PDF。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="87"/>
        <source>There is no page {0}.</source>
        <translation>没有第 {0} 页。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="94"/>
        <source>Page {0} could not be rendered.</source>
        <translation>无法渲染第 {0} 页。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="115"/>
        <source>pdftoppm failed on page {0}: {1}</source>
        <translation>pdftoppm 处理第 {0} 页失败：{1}</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="175"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>打印预览</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="204"/>
        <source>◀ Previous</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="208"/>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="209"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="216"/>
        <source>Open in viewer</source>
        <translation>在查看器中打开</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="217"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="301"/>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="312"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>此电脑无法显示 PDF 页面（请安装 poppler-utils）。您仍可保存 PDF 或在其他查看器中打开。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="357"/>
        <source>Print {0}</source>
        <translation>打印 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Printing…</source>
        <translation>正在打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="390"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="373"/>
        <source>The printer could not be started.</source>
        <translation>无法启动打印机。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="410"/>
        <source>Save PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="399"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="409"/>
        <source>Could not save {0}: {1}</source>
        <translation>无法保存 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="118"/>
        <source>rescinded by {0}: {1}</source>
        <translation>已由 {0} 撤销：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>served</source>
        <translation>已执行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="120"/>
        <source>sitting out</source>
        <translation>停赛中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="123"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>待执行：该选手的下一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="125"/>
        <source>applied with OFC hand {0}</source>
        <translation>已随 OFC 第 {0} 手执行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="127"/>
        <source>head judge agreed</source>
        <translation>主裁判已同意</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="138"/>
        <source>%n pt(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="209"/>
        <source>Player (Ctrl+F)</source>
        <translation>选手 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="217"/>
        <source>Show rescinded</source>
        <translation>显示已撤销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="220"/>
        <source>Show linked</source>
        <translation>显示关联</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="261"/>
        <source>&amp;Issue penalty…</source>
        <translation>开具处罚(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="263"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert 或 Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="264"/>
        <source>&amp;Rescind…</source>
        <translation>撤销(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="266"/>
        <source>Mark &amp;served</source>
        <translation>标记为已执行(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="268"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D；Ctrl+Shift+D 计一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="269"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 手已执行(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="274"/>
        <source>Round </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="275"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>赛后检查(&amp;E) (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="283"/>
        <source>Penalty:</source>
        <translation>处罚：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="284"/>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="285"/>
        <source>Judge:</source>
        <translation>裁判：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="339"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="358"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="436"/>
        <source>{0} shown</source>
        <translation>显示 {0} 项</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/penalties/tab.py" line="437"/>
        <source>%n penalty(ies) in the log</source>
        <translation>
            <numerusform>日志中共 %n 项处罚</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="457"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>选择一条处罚以查看该选手的历史</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="462"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — 本赛事中的处罚：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="467"/>
        <source>R{0} </source>
        <translation>第{0}轮 </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="469"/>
        <source> (rescinded)</source>
        <translation>（已撤销）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="473"/>
        <source>Notes: {0}</source>
        <translation>备注：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="556"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>第 {0} 轮结束时的累计：已记录 {1} 条处罚 (PEN-4)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="559"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>第 {0} 轮结束：无人因不同原因累计三次同等级处罚 (PEN-4)。</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="67"/>
        <source>Issue penalty</source>
        <translation>开具处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="85"/>
        <source>Type part of a name</source>
        <translation>输入部分姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="106"/>
        <source>Other — type the reason below</source>
        <translation>其他 — 在下方输入原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="125"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="129"/>
        <source>During a game</source>
        <translation>对局中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="130"/>
        <source>Between games</source>
        <translation>对局之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="131"/>
        <source>Between matches</source>
        <translation>比赛之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="133"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>将判负计入下一局/场 (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="135"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>主裁判同意此项偏离 (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="151"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>裁判姓名（由“编辑 › 现场裁判姓名”自动填写）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="167"/>
        <source>&amp;Player:</source>
        <translation>选手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="170"/>
        <source>&amp;Infraction:</source>
        <translation>违规(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="171"/>
        <source>&amp;Reason:</source>
        <translation>原因(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="172"/>
        <source>Pe&amp;nalty:</source>
        <translation>处罚(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="175"/>
        <source>R&amp;ound:</source>
        <translation>轮次(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="176"/>
        <source>&amp;When:</source>
        <translation>时间(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="186"/>
        <source>Players at the &amp;table:</source>
        <translation>同桌选手(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="188"/>
        <source>Other &amp;active players:</source>
        <translation>其他在局选手(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="190"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>适用于该选手的下一手：OFC 计算器会在其牌面上标记，应用该手牌时处罚会与之关联并结算分数 (OFC-X1..X3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="197"/>
        <source>&amp;Judge:</source>
        <translation>裁判(&amp;J)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="198"/>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="211"/>
        <source>What will be recorded:</source>
        <translation>将记录的内容：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="278"/>
        <source>What the penalty is for</source>
        <translation>处罚原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>History: </source>
        <translation>历史: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="322"/>
        <source>…{0} more; </source>
        <translation>…另有 {0} 条；</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="326"/>
        <source>No earlier penalties in this event.</source>
        <translation>本赛事中此前无处罚。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="331"/>
        <source>Choose a player.</source>
        <translation>请选择选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="338"/>
        <source>Recommended: {0}</source>
        <translation>建议：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="343"/>
        <source>Type the reason for the penalty.</source>
        <translation>请输入处罚原因。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="352"/>
        <source>Effect: {0}</source>
        <translation>效果：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="367"/>
        <source>{0} counts in round {1} (PEN-2).</source>
        <translation>{0}计入第 {1} 轮（PEN-2）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="370"/>
        <source>Give the round: a {0} counts in a round (PEN-2).</source>
        <translation>请填写轮次：{0}计入某一轮（PEN-2）。</translation>
    </message>
</context>
<context>
    <name>PeopleDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="77"/>
        <source>Player database</source>
        <translation>选手数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="81"/>
        <source>Search by name (accents and case ignored)</source>
        <translation>按姓名搜索（忽略重音和大小写）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="84"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Events</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="85"/>
        <source>Last event</source>
        <translation>最近赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="93"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="94"/>
        <source>Penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="96"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="97"/>
        <source>&amp;Merge…</source>
        <translation>合并(&amp;M)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="98"/>
        <source>&amp;Print history…</source>
        <translation>打印历史(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="100"/>
        <source>E&amp;xport…</source>
        <translation>导出(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="101"/>
        <source>&amp;Import…</source>
        <translation>导入(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="164"/>
        <source>Shown: {0}</source>
        <translation>显示：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="172"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}：{1}，{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="174"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>已标记报告等级分数据库 (PEN-6)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="186"/>
        <source>contact: {0}</source>
        <translation>联系方式：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="188"/>
        <source>notes: {0}</source>
        <translation>备注：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="196"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="198"/>
        <source>lives: {0}</source>
        <translation>命数：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>Print history</source>
        <translation>打印历史</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="230"/>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="241"/>
        <source>Include contact and notes in the file? They are private: include them only for a file that stays with the organiser.</source>
        <translation>在文件中包含联系方式和备注吗？这些是私人信息：仅在文件只留给主办方时包含。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <location filename="../../tdesk/ui/people/dialog.py" line="244"/>
        <source>Export player database</source>
        <translation>导出选手数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="243"/>
        <source>Include them</source>
        <translation>包含</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="245"/>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="253"/>
        <source>Exported: {0}</source>
        <translation>已导出：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="256"/>
        <source>Import player database</source>
        <translation>导入选手数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="257"/>
        <source>CSV (*.csv *.txt)</source>
        <translation>CSV (*.csv *.txt)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="264"/>
        <source>{0} new, {1} matched people already there.</source>
        <translation>新增 {0} 人，匹配已有 {1} 人。</translation>
    </message>
</context>
<context>
    <name>PersonChoices</name>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>Choose…</source>
        <translation>选择…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="55"/>
        <source>New person</source>
        <translation>新人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="154"/>
        <source>Spelled otherwise in the player database: choose the person or New person.</source>
        <translation>玩家数据库中拼写不同：请选择此人或“新人员”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="156"/>
        <source>%n people of this name in the player database: choose one or New person.</source>
        <translation>
            <numerusform>玩家数据库中有 %n 人同名：请选择一人或“新人员”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="164"/>
        <source>Keeps {0} (the file says {1}).</source>
        <translation>保留 {0}（文件中为 {1}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="177"/>
        <source>Click to choose another person or New person.</source>
        <translation>点击以选择其他人或“新人员”。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/people/import_people.py" line="193"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 场赛事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="200"/>
        <source>Latest events: {0}</source>
        <translation>最近赛事：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="202"/>
        <source>Rating: {0}</source>
        <translation>等级分：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/import_people.py" line="204"/>
        <source>Spelled otherwise in the player database.</source>
        <translation>玩家数据库中拼写不同。</translation>
    </message>
</context>
<context>
    <name>PersonDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="278"/>
        <source>Edit person</source>
        <translation>编辑人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="294"/>
        <source>&amp;Name:</source>
        <translation>姓名(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="295"/>
        <source>&amp;Country:</source>
        <translation>国家/地区(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="296"/>
        <source>&amp;Rating:</source>
        <translation>等级分(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="297"/>
        <source>C&amp;ontact (private):</source>
        <translation>联系方式（私人）(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="298"/>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/dialog.py" line="307"/>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
</context>
<context>
    <name>PhonePage</name>
    <message>
        <location filename="../../tdesk/web/phones.py" line="47"/>
        <source>My match</source>
        <translation>我的比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="48"/>
        <source>This code is not valid here. Ask at the desk.</source>
        <translation>此代码在这里无效。请到服务台询问。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="49"/>
        <source>Type the code from your pairing slip</source>
        <translation>输入配对单上的代码</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="50"/>
        <source>Show my match</source>
        <translation>显示我的比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="54"/>
        <source>This page was out of date, so nothing was sent to the desk. Your page as it is now is below: check it and try again.</source>
        <translation>此页面已过期，因此未向裁判台发送任何内容。下面是您当前的页面：请核对后重试。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="25"/>
        <source>Round {0}, table {1}</source>
        <translation>第 {0} 轮，{1} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="26"/>
        <source>My game</source>
        <translation>我的对局</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="27"/>
        <source>The first round has not been paired yet.</source>
        <translation>第一轮尚未配对。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="28"/>
        <source>Round {0}: you have a bye (no game, no life lost).</source>
        <translation>第 {0} 轮：你轮空（没有对局，不失去生命）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="29"/>
        <source>You have no game in round {0}.</source>
        <translation>你在第 {0} 轮没有对局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="30"/>
        <source>Round {0}, game {1}</source>
        <translation>第 {0} 轮，第 {1} 局</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="31"/>
        <location filename="../../tdesk/web/phone_swiss.py" line="30"/>
        <source>Against {0}</source>
        <translation>对手：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="32"/>
        <source>Your game&apos;s time: {0}</source>
        <translation>你的对局时间：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="33"/>
        <source>I won (1)</source>
        <translation>我赢了 (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="34"/>
        <source>I lost (0)</source>
        <translation>我输了 (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="35"/>
        <source>Not played (-)</source>
        <translation>未进行 (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="36"/>
        <source>Opponent did not show (+)</source>
        <translation>对手未到场 (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="37"/>
        <source>Report your game</source>
        <translation>报告你的对局</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="38"/>
        <source>Your report: {0}</source>
        <translation>你的报告：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="39"/>
        <source>won (1)</source>
        <translation>胜 (1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="40"/>
        <source>lost (0)</source>
        <translation>负 (0)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="41"/>
        <source>won, your opponent did not show (+)</source>
        <translation>胜，对手未到场 (+)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="42"/>
        <source>lost by forfeit (-)</source>
        <translation>弃权负 (-)</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="43"/>
        <source>Your game&apos;s outcome: {0}</source>
        <translation>你的对局结果：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="44"/>
        <source>Your reports conflict: the admins decide this game.</source>
        <translation>你们的报告相互冲突：此局由管理员裁定。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="45"/>
        <source>Round {0} has ended.</source>
        <translation>第 {0} 轮已结束。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="46"/>
        <source>Reporting from phones is closed: tell the admins.</source>
        <translation>手机报告已关闭：请告知管理员。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="47"/>
        <source>When can you play? Fewer than half of the slots may be impossible.</source>
        <translation>你什么时候能下？标为“不行”的时段须少于一半。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="48"/>
        <source>You have not given your times yet: every slot counts as possible.</source>
        <translation>你还没有填写时间：每个时段都算作“可以”。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="49"/>
        <source>Slot {0}: {1}</source>
        <translation>时段 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="50"/>
        <source>1 good</source>
        <translation>1 合适</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="51"/>
        <source>2 possible</source>
        <translation>2 可以</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="52"/>
        <source>3 impossible</source>
        <translation>3 不行</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="53"/>
        <source>Save my times</source>
        <translation>保存我的时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="54"/>
        <source>Report received: it fits your opponent&apos;s, the game has its outcome.</source>
        <translation>报告已收到：与对手的报告一致，对局已有结果。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="55"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the admins decide.</source>
        <translation>报告已收到，但与对手的报告冲突：由管理员裁定。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="56"/>
        <source>Report received. It counts with your opponent&apos;s report, or at the end of the round.</source>
        <translation>报告已收到。它将与对手的报告一并计算，或在本轮结束时计算。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="57"/>
        <source>Your times are saved.</source>
        <translation>你的时间已保存。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_league.py" line="58"/>
        <source>Not saved: fewer than half of the slots may be impossible (3).</source>
        <translation>未保存：标为“不行”(3) 的时段须少于一半。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="26"/>
        <source>Final, table {0}</source>
        <translation>决赛，{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="27"/>
        <source>Semi-final, table {0}</source>
        <translation>半决赛，{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="28"/>
        <source>Quarter-final, table {0}</source>
        <translation>四分之一决赛，{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="29"/>
        <source>Top {0}, table {1}</source>
        <translation>前 {0} 名，{1} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="31"/>
        <source>You have a bye this round.</source>
        <translation>本轮你轮空。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="32"/>
        <source>The round has not been paired yet.</source>
        <translation>本轮尚未配对。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="33"/>
        <source>You have no match this round.</source>
        <translation>本轮你没有比赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="34"/>
        <source>You have dropped from this event. Thank you for playing!</source>
        <translation>你已退出本赛事。感谢参赛！</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="35"/>
        <source>The event is over. Thank you for playing!</source>
        <translation>赛事已结束。感谢参赛！</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="36"/>
        <source>Result recorded: {0}</source>
        <translation>成绩已记录：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="37"/>
        <source>You reported {0}; waiting for your opponent or the desk.</source>
        <translation>你已报告 {0}；等待对手或服务台确认。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="38"/>
        <source>Your opponent reported {0} (your games first). Confirm it if it is right, or dispute it.</source>
        <translation>你的对手报告了 {0}（你的局数在前）。如果正确请确认，否则请提出异议。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="39"/>
        <source>Your opponent disputes your report {0}: the desk decides. Please go to the desk.</source>
        <translation>你的对手对你报告的 {0} 提出异议：由服务台裁定。请到服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="40"/>
        <source>Your opponent reported {0} (your games first), you reported {1}: the reports conflict. The desk decides: please go to the desk, or confirm your opponent&apos;s result.</source>
        <translation>你的对手报告了 {0}（你的局数在前），你报告了 {1}：两份报告不一致。由服务台裁定：请到服务台，或确认对手的结果。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="41"/>
        <source>You dispute your opponent&apos;s report {0}: the desk decides. Please go to the desk.</source>
        <translation>你对对手报告的 {0} 提出了异议：由服务台裁定。请到服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="42"/>
        <source>Confirm {0}</source>
        <translation>确认 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="43"/>
        <source>Dispute</source>
        <translation>提出异议</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="44"/>
        <source>Report your result (your games won first)</source>
        <translation>报告你的成绩（先写你赢的局数）</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="45"/>
        <source>Reporting from phones is closed: report at the desk.</source>
        <translation>手机报告已关闭：请到服务台报告。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="46"/>
        <source>Both reports agree: the result is recorded.</source>
        <translation>双方报告一致：成绩已记录。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="47"/>
        <source>Report received. It is recorded when your opponent&apos;s report agrees, or the desk decides.</source>
        <translation>报告已收到。对手报告一致或服务台裁定后即记录。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="48"/>
        <source>Report received, but it conflicts with your opponent&apos;s: the desk decides. Please go to the desk.</source>
        <translation>报告已收到，但与对手的报告不一致：由服务台裁定。请到服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_swiss.py" line="49"/>
        <source>Your dispute is sent: the desk decides. Please go to the desk.</source>
        <translation>你的异议已发送：由服务台裁定。请到服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="51"/>
        <source>This report was not taken: ask at the desk.</source>
        <translation>此报告未被接受：请到服务台询问。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="52"/>
        <source>This page has expired: open it again and report once more.</source>
        <translation>此页面已过期：请重新打开并再次报告。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phones.py" line="53"/>
        <source>You are {0}</source>
        <translation>你是 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="15"/>
        <source>Check in for {0}</source>
        <translation>签到：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="16"/>
        <source>You are checked in for {0} ({1}).</source>
        <translation>您已签到：{0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="17"/>
        <source>You are checked in.</source>
        <translation>您已签到。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="18"/>
        <source>I want to drop from the event</source>
        <translation>我要退出比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="19"/>
        <source>Ask to drop</source>
        <translation>申请退赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="20"/>
        <source>Your drop request waits for the desk.</source>
        <translation>您的退赛申请正等待裁判台处理。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_checkin.py" line="21"/>
        <source>Drop request sent: the desk confirms it.</source>
        <translation>退赛申请已发送：由裁判台确认。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="31"/>
        <source>My seat</source>
        <translation>我的座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="32"/>
        <source>Table {0}, seat {1}</source>
        <translation>{0} 号桌，{1} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="33"/>
        <source>You move to table {0}, seat {1}</source>
        <translation>请移至 {0} 号桌，{1} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="34"/>
        <source>You are not seated yet: the floor will call you to a seat.</source>
        <translation>你还没有座位：现场裁判会叫你入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="35"/>
        <source>Sit out until the button has passed your seat.</source>
        <translation>请等庄家按钮经过你的座位后再参与发牌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="36"/>
        <source>You finished in place {0}.</source>
        <translation>你获得第 {0} 名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="37"/>
        <source>You are out of the event.</source>
        <translation>你已出局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="38"/>
        <source>Hand for hand: every table plays one hand at a time; wait for the floor to start each one.</source>
        <translation>逐手进行：所有牌桌每次只打一手牌；请等现场裁判宣布开始每一手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="39"/>
        <source>Bounty on you: {0}</source>
        <translation>你的人头赏金：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="40"/>
        <source>Bounties you have collected: {0}</source>
        <translation>你已获得的赏金：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/phone_poker.py" line="41"/>
        <source>This page updates itself every {0} seconds.</source>
        <translation>本页每 {0} 秒自动更新。</translation>
    </message>
</context>
<context>
    <name>PhoneReportsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="55"/>
        <source>Players&apos; phones</source>
        <translation>选手手机</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="56"/>
        <source>Players report results from their phones</source>
        <translation>选手用手机报告成绩</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="63"/>
        <source>Player A</source>
        <translation>选手 A</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>Player B</source>
        <translation>选手 B</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="64"/>
        <source>A reports (A&apos;s games first)</source>
        <translation>A 报告（A 的局数在前）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>B reports (B&apos;s games first)</source>
        <translation>B 报告（B 的局数在前）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="65"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="70"/>
        <source>Accept &amp;A&apos;s report</source>
        <translation>接受 A 的报告(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="72"/>
        <source>Accept &amp;B&apos;s report</source>
        <translation>接受 B 的报告(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="76"/>
        <source>Result for A, such as 2-1</source>
        <translation>A 的成绩，例如 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="77"/>
        <source>&amp;Record</source>
        <translation>记录(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="82"/>
        <source>Reissue a player&apos;s &amp;code…</source>
        <translation>重新签发选手代码(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="135"/>
        <source>Lock the round: %1</source>
        <translation>锁定本轮：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="138"/>
        <source>Lock round %1</source>
        <translation>锁定第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="148"/>
        <source>Conflict</source>
        <translation>冲突</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="149"/>
        <source>Waiting for the other player</source>
        <translation>等待另一位选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="157"/>
        <source>disputes the other&apos;s report</source>
        <translation>对另一方的报告有异议</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="201"/>
        <source>Reissue a player&apos;s code</source>
        <translation>重新签发选手代码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="202"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_reports_dialog.py" line="209"/>
        <source>The new code of {0} is {1} (their page: /me?player={1}). The old code no longer works.</source>
        <translation>{0} 的新代码是 {1}（页面：/me?player={1}）。旧代码已失效。</translation>
    </message>
</context>
<context>
    <name>PhoneRequestsPanel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="41"/>
        <source>Round 4, Day 2…</source>
        <translation>第4轮、第2天…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="42"/>
        <source>&amp;Open check-in</source>
        <translation>开启签到(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="44"/>
        <source>Close check-&amp;in</source>
        <translation>关闭签到(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="51"/>
        <source>Check in at the &amp;desk</source>
        <translation>在裁判台签到(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="53"/>
        <source>Check-in</source>
        <translation>签到</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="55"/>
        <source>For:</source>
        <translation>用于：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="65"/>
        <source>Con&amp;firm drop</source>
        <translation>确认退赛(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="67"/>
        <source>Re&amp;fuse</source>
        <translation>拒绝(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="69"/>
        <source>Drop requests</source>
        <translation>退赛申请</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="100"/>
        <source>{0}: {1} of {2} checked in; waiting for:</source>
        <translation>{0}：已签到 {1}/{2}；尚未签到：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="103"/>
        <source>No check-in is open.</source>
        <translation>未开启签到。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="109"/>
        <source>{0} (asked at {1})</source>
        <translation>{0}（申请于 {1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/phone_requests_panel.py" line="146"/>
        <source>Drop {0} from the event? Their results stay (CG-P2); Edit › Undo takes the drop back.</source>
        <translation>让 {0} 退出比赛？其成绩保留（CG-P2）；编辑 › 撤销可恢复。</translation>
    </message>
</context>
<context>
    <name>PlannerEstimate</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="24"/>
        <source>When it ends</source>
        <translation>何时结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="39"/>
        <source>Expected players:</source>
        <translation>预计玩家数：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="40"/>
        <source>Expected re-entries:</source>
        <translation>预计再次报名：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_estimate.py" line="41"/>
        <source>Start time:</source>
        <translation>开始时间：</translation>
    </message>
</context>
<context>
    <name>PlannerLabel</name>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="78"/>
        <source>Expected end in about {0} weeks ({1}–{2})</source>
        <translation>预计约 {0} 周后结束（{1}–{2}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="81"/>
        <source>Expected end about {0} ({1}–{2})</source>
        <translation>预计约 {0} 结束（{1}–{2}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="85"/>
        <source>Simulated end about {0} ({1}–{2})</source>
        <translation>模拟结束时间约 {0}（{1}–{2}）</translation>
    </message>
</context>
<context>
    <name>PlayerCodes</name>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="32"/>
        <location filename="../../tdesk/print/player_codes.py" line="33"/>
        <source>Scan to see your table and seat, and where you move. Keep this code to yourself.</source>
        <translation>扫码查看你的牌桌和座位以及换桌信息。请勿向他人透露此代码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="46"/>
        <source>Scan to see your match and report your result. Keep this code to yourself.</source>
        <translation>扫码查看你的比赛并报告成绩。请勿向他人透露此代码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/player_codes.py" line="70"/>
        <source>Player codes</source>
        <translation>选手代码</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Edit player</source>
        <translation>编辑选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="55"/>
        <source>Add player</source>
        <translation>添加选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="61"/>
        <source>blank if unrated</source>
        <translation>无等级分则留空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="64"/>
        <source>blank: set by the draw or ranking</source>
        <translation>留空：由抽签或排名决定</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="80"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <source>Events</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="92"/>
        <source>&amp;Name:</source>
        <translation>姓名(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="95"/>
        <source>&amp;Rating:</source>
        <translation>等级分(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="96"/>
        <source>S&amp;eed:</source>
        <translation>种子排位(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="101"/>
        <source>&amp;Country:</source>
        <translation>国家/地区(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="102"/>
        <source>&amp;Games on host site:</source>
        <translation>主办网站对局数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="104"/>
        <source>C&amp;ontact:</source>
        <translation>联系方式(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="105"/>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="149"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="183"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 场赛事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="152"/>
        <source>{0}, last: {1}</source>
        <translation>{0}，最近：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="159"/>
        <source>{0} rating from results; typed rating: {1}</source>
        <translation>{0} 按成绩计算的等级分；录入的等级分：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="163"/>
        <source>{0}: {1}, {2}</source>
        <translation>{0}：{1}，{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="165"/>
        <source>Flagged for the rating database (PEN-6):</source>
        <translation>已标记报告等级分数据库 (PEN-6)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="182"/>
        <source>Registering {0} from the player database ({1}).</source>
        <translation>正在从选手数据库登记 {0}（{1}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="185"/>
        <source>PEN-6: flagged for the rating database.</source>
        <translation>PEN-6：已标记报告等级分数据库。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="212"/>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="81"/>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="216"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/player_dialog.py" line="219"/>
        <source>Seed</source>
        <translation>种子排位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="32"/>
        <source>Drop player</source>
        <translation>选手退赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="33"/>
        <source>Organiser byes (CG-B2)</source>
        <translation>主办方轮空 (CG-B2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="43"/>
        <source>(dropped)</source>
        <translation>（已退赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="53"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="55"/>
        <source>Byes for the first rounds</source>
        <translation>前几轮轮空数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="56"/>
        <source>An organiser&apos;s bye is a 3-point win and does not count toward the one pairing bye a player may get.</source>
        <translation>主办方轮空计为 3 分胜局，不计入选手在配对中最多一次的轮空。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="59"/>
        <source>A dropped player is not paired again; their results stay. Players marked (dropped) can be taken back.</source>
        <translation>退赛的选手不再参与配对；其成绩保留。标有（已退赛）的选手可以恢复参赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="66"/>
        <source>&amp;Drop</source>
        <translation>退赛(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/player_dialog.py" line="67"/>
        <source>&amp;Take back</source>
        <translation>恢复参赛(&amp;T)</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="104"/>
        <source>{0}, no prizes</source>
        <translation>{0}，无奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="123"/>
        <source>not paid</source>
        <translation>未付款</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="146"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>搜索选手 (Ctrl+F)：姓名、国家/地区、联系方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="169"/>
        <source>&amp;Add player…</source>
        <translation>添加选手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="171"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>登记新选手（Ctrl+N 为新建赛事；Insert 添加选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="173"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="175"/>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="177"/>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="179"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="319"/>
        <source>{0} of %n player(s)</source>
        <translation>
            <numerusform>{0} / %n 名选手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="323"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="327"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名选手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="324"/>
        <source>%n dropped</source>
        <translation>
            <numerusform>%n 人退赛</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/players_tab.py" line="328"/>
        <source>%n left</source>
        <translation>
            <numerusform>剩余 %n 名</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="392"/>
        <source>Edit…</source>
        <translation>编辑…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="393"/>
        <source>Remove…</source>
        <translation>移除…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="395"/>
        <source>Reinstate… (Ctrl+Shift+I)</source>
        <translation>恢复参赛…（Ctrl+Shift+I）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="416"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>将 {0} 从本赛事中移除？

编辑 › 撤销 可以恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove player</source>
        <translation>移除选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="418"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="425"/>
        <source>Import players</source>
        <translation>导入选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="426"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>Export players</source>
        <translation>导出选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="438"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="449"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="459"/>
        <source>Exporting players…</source>
        <translation>正在导出选手…</translation>
    </message>
</context>
<context>
    <name>PodsDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="75"/>
        <source>Draft pods</source>
        <translation>轮抽分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="80"/>
        <source>Pods of %1 to %2 players. Select a player and move them with the pod box and Move, a digit key or by dragging.</source>
        <translation>每组 %1 至 %2 名选手。选中一名选手后，用分组框和“移动”、数字键或拖动来移动。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="85"/>
        <source>&amp;Draw pods</source>
        <translation>抽签分组(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="87"/>
        <source>A seeded draw of every active player (CG-D2)</source>
        <translation>以种子为所有在赛选手抽签 (CG-D2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="89"/>
        <source>Place &amp;late entries</source>
        <translation>安置延迟报名者(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="92"/>
        <source>Each player without a pod into the pod with the fewest players, at its first free seat; nobody seated moves (CG-D3-A)</source>
        <translation>每名没有分组的玩家进入人数最少的分组，坐其第一个空座位；已就座者都不移动 (CG-D3-A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="95"/>
        <source>&amp;Add a pod</source>
        <translation>添加分组(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="99"/>
        <source>&amp;Move</source>
        <translation>移动(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="119"/>
        <source>To pod:</source>
        <translation>移至分组：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <source>No pod</source>
        <translation>未分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="173"/>
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="180"/>
        <source>Pod %1</source>
        <translation>第 %1 组</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/pods_dialog.py" line="174"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名选手</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PrizesDialog</name>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="32"/>
        <source>Prizes per place</source>
        <translation>各名次奖品</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="34"/>
        <source>Each line gives its prize to every place from the first to the last (3 to 4: 6 boosters each). The lines run from 1st place down without a gap; leave To empty for one place.</source>
        <translation>每一行把奖品给从起始到结束的每个名次（第 3 到第 4 名：每人 6 包补充包）。各行从第 1 名往下排，不能有空缺；只有一个名次时“到名次”留空。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>From place</source>
        <translation>起始名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="40"/>
        <source>To place</source>
        <translation>结束名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="41"/>
        <source>Prize</source>
        <translation>奖品</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="45"/>
        <source>&amp;Add line</source>
        <translation>添加行(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="48"/>
        <source>&amp;Remove line</source>
        <translation>删除行(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="126"/>
        <source>Line %1: places must be from 1 to %2.</source>
        <translation>第 %1 行：名次必须在 1 到 %2 之间。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="127"/>
        <source>Line %1: the range must run from the higher place down (%2).</source>
        <translation>第 %1 行：区间必须从较高名次往下排（%2）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="129"/>
        <source>Line %1: the prize is missing.</source>
        <translation>第 %1 行：缺少奖品。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="130"/>
        <source>Line %1: a prize has at most %2 characters.</source>
        <translation>第 %1 行：奖品最多 %2 个字符。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="131"/>
        <source>Line %1: place %2 already has a prize on another line.</source>
        <translation>第 %1 行：第 %2 名已在另一行有奖品。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="132"/>
        <source>Line %1: places %2 have no prize; the lines run from 1st place down without a gap.</source>
        <translation>第 %1 行：名次 %2 没有奖品；各行从第 1 名往下排，不能有空缺。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="134"/>
        <source>At most %2 lines.</source>
        <translation>最多 %2 行。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/prizes_dialog.py" line="136"/>
        <source>Line %1: type the first place as a number, the last place (or nothing) and the prize.</source>
        <translation>第 %1 行：请输入起始名次（数字）、结束名次（或留空）和奖品。</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="34"/>
        <source>{0} PER POINT</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="39"/>
        <source> (BB)</source>
        <translation>（大盲）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="40"/>
        <source>ANTE {0}</source>
        <translation>前注 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="49"/>
        <source>{0}/pt</source>
        <translation>{0}/分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="89"/>
        <source>HAND FOR HAND · STILL PLAYING: {0}</source>
        <translation>逐手进行 · 仍在进行：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="91"/>
        <source>HAND FOR HAND · BETWEEN HANDS</source>
        <translation>逐手进行 · 两手之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="131"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="113"/>
        <source>BREAK</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="133"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="115"/>
        <source>ROUND {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="135"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="117"/>
        <source>LEVEL {0}</source>
        <translation>第 {0} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="140"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="119"/>
        <source>NOT STARTED</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="141"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="120"/>
        <source>PAUSED</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/first_frame.py" line="142"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="418"/>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="121"/>
        <source>FINISHED</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="126"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>换色：面值 {0} 的筹码退出使用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="131"/>
        <source>Next: {0}</source>
        <translation>下一级：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="145"/>
        <source>CLOCK</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="146"/>
        <source>COUNTDOWN</source>
        <translation>倒计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_text.py" line="147"/>
        <source>TIME</source>
        <translation>时间到</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="581"/>
        <source>tdesk projector</source>
        <translation>tdesk 投影</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="53"/>
        <source>MYSTERY ENVELOPE  {0}: {1}</source>
        <translation>神秘信封  {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector_heads.py" line="58"/>
        <source>BIGGEST HEADS  {0}</source>
        <translation>最高人头赏金  {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/planner_label.py" line="69"/>
        <source>expected to end about {0}</source>
        <translation>预计约 {0} 结束</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="117"/>
        <source>tdesk clock — {0}</source>
        <translation>tdesk 计时器 — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="259"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>已解锁：Esc 关闭 · T 主题 · F 全屏 · S 显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="261"/>
        <source>Esc: back to tdesk · F: window / full screen</source>
        <translation>Esc：返回 tdesk · F：窗口 / 全屏</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="464"/>
        <source>NEXT LEVEL</source>
        <translation>下一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="465"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>NEXT BREAK</source>
        <translation>下次休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="466"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="488"/>
        <source>LATE REG</source>
        <translation>延迟报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="467"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>PLAYERS</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/projector.py" line="468"/>
        <location filename="../../tdesk/ui/wall/projector.py" line="470"/>
        <source>AVG STACK</source>
        <translation>平均筹码</translation>
    </message>
</context>
<context>
    <name>RankingTab</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="127"/>
        <source>Export CS&amp;V…</source>
        <translation>导出 CSV(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="133"/>
        <source>&amp;Ratings…</source>
        <translation>等级分(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="137"/>
        <source>Yellow: the criterion that ranks a player below the one above (HU-K1). Grey: no lives left. Forfeit losses: fewer is better.</source>
        <translation>黄色：使该选手排在上一名之后的标准（HU-K1）。灰色：已无剩余命数。弃权负局：越少越好。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="163"/>
        <source>After %n round(s)</source>
        <translation>
            <numerusform>%n 轮之后</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="164"/>
        <source>{0} of {1} players alive</source>
        <translation>{1} 名选手中 {0} 名存活</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="166"/>
        <source>Season winner: {0}</source>
        <translation>赛季冠军：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>Export ranking</source>
        <translation>导出排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="174"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="181"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>RankingTable</name>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="79"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/ranking_tab.py" line="105"/>
        <source>Ranked below the row above by criterion {0}: {1}</source>
        <translation>按第 {0} 项标准排在上一行之后：{1}</translation>
    </message>
</context>
<context>
    <name>RatingExport</name>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="32"/>
        <source>Export rating list</source>
        <translation>导出等级分名单</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="33"/>
        <source>JSON files (*.json)</source>
        <translation>JSON 文件 (*.json)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/rating_export_action.py" line="46"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
</context>
<context>
    <name>RatingsDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="51"/>
        <source>Ratings</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="54"/>
        <source>The game this event rates (RAT-1); blank: the event kind&apos;s name</source>
        <translation>本赛事计算等级分的游戏（RAT-1）；留空：赛事类型的名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="58"/>
        <source>K factor, 1 to 100 (RAT-2)</source>
        <translation>K 系数，1 到 100（RAT-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="59"/>
        <source>&amp;Use</source>
        <translation>使用(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="66"/>
        <source>&amp;Game:</source>
        <translation>游戏(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="67"/>
        <source>&amp;K factor:</source>
        <translation>K 系数(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="75"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="76"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="77"/>
        <source>Matches</source>
        <translation>比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="83"/>
        <source>&amp;Apply ratings…</source>
        <translation>更新等级分(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="86"/>
        <source>Update these ratings from the event&apos;s results</source>
        <translation>根据赛事结果更新这些等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="117"/>
        <source>Applied at %1: what it did.</source>
        <translation>已于 %1 更新：其结果如下。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="119"/>
        <source>What applying the results would do (RAT-4: round by round).</source>
        <translation>按结果更新将会如何（RAT-4：逐轮计算）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="145"/>
        <source>Press Use to rate with the game and K typed, or type them back.</source>
        <translation>按“使用”以所填的游戏和 K 计算，或改回原值。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="172"/>
        <source>Update the %1 ratings of %2 players from %3 (K %4)?</source>
        <translation>根据 %3 更新 %2 名选手的 %1 等级分（K %4）？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/ratings_dialog.py" line="175"/>
        <source>Apply ratings</source>
        <translation>更新等级分</translation>
    </message>
</context>
<context>
    <name>RegistrationTable</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>pending</source>
        <translation>待定</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="74"/>
        <source>accepted</source>
        <translation>已接受</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="75"/>
        <source>declined</source>
        <translation>已拒绝</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="83"/>
        <source>no — too few games</source>
        <translation>否——对局太少</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="90"/>
        <source>Rating for the season&apos;s game (RAT-7); typed: %1</source>
        <translation>本赛季游戏的等级分（RAT-7）；录入的：%1</translation>
    </message>
</context>
<context>
    <name>ReinstateDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="60"/>
        <source>Reinstate a busted player</source>
        <translation>恢复出局玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="66"/>
        <source>{name} ({place})</source>
        <translation>{name}（{place}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="82"/>
        <source>&amp;Player</source>
        <translation>玩家(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="83"/>
        <source>&amp;Table</source>
        <translation>桌(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="84"/>
        <source>&amp;Seat</source>
        <translation>座位(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="85"/>
        <source>&amp;Chips</source>
        <translation>筹码(&amp;C)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="89"/>
        <source>&amp;Reinstate</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="102"/>
        <source>Table {n} ({count} players)</source>
        <translation>{n}号桌（{count}名玩家）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="125"/>
        <source>Seat {n}</source>
        <translation>{n}号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="138"/>
        <source>Table {n} (new table)</source>
        <translation>{n}号桌（新开桌）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="152"/>
        <source>Nobody is out: there is no one to reinstate.</source>
        <translation>没有人出局：无人可恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="167"/>
        <source>{chips} (their stack before the bust)</source>
        <translation>{chips}（出局前的筹码）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="179"/>
        <source>{name}: place {place} given up, back in play</source>
        <translation>{name}：放弃第{place}名，重新参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="182"/>
        <source>{name}: place {before} → {after}</source>
        <translation>{name}：名次 {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="185"/>
        <source>No other place moves.</source>
        <translation>其他名次不变。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="187"/>
        <source>{name}: prize {before} → {after}</source>
        <translation>{name}：奖金 {before} → {after}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="190"/>
        <source>The knockout is removed (eliminated by {names}).</source>
        <translation>撤销该淘汰记录（淘汰者：{names}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="193"/>
        <source>{name}: bounties collected {a} → {b}, head {c} → {d}</source>
        <translation>{name}：已得赏金 {a} → {b}，身价 {c} → {d}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="197"/>
        <source>Paid places move: you will be asked to confirm (PL-3).</source>
        <translation>奖励名次会变动：将请您确认（PL-3）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="206"/>
        <source>Table and seat: choose an empty seat at a table in play.</source>
        <translation>桌和座位：请选择在用桌上的空座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reinstate_dialog.py" line="212"/>
        <source>Chips: “{value}” is not a whole number of chips.</source>
        <translation>筹码：“{value}”不是整数筹码。</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="400"/>
        <source>Rescind penalty</source>
        <translation>撤销处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="402"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0}（{1}）：{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="406"/>
        <source>Judge&apos;s name (Edit › Floor staff name fills it)</source>
        <translation>裁判姓名（由“编辑 › 现场裁判姓名”自动填写）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="409"/>
        <source>Why the penalty is taken back</source>
        <translation>撤销处罚的原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="413"/>
        <source>Rescinded &amp;by:</source>
        <translation>撤销人(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="414"/>
        <source>&amp;Why:</source>
        <translation>原因(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/penalty_dialog.py" line="418"/>
        <source>Rescind</source>
        <translation>撤销</translation>
    </message>
</context>
<context>
    <name>ReserveTableDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="32"/>
        <source>Reserved tables</source>
        <translation>保留桌位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="43"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="45"/>
        <source>The player plays at this table from the next pairing on; nobody else is seated there. None frees it.</source>
        <translation>从下一轮配对起该选手在此桌比赛，其他人不会被安排到这里。选“无”即取消保留。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="50"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/reserve_table_dialog.py" line="51"/>
        <source>Reserved table</source>
        <translation>保留桌号</translation>
    </message>
</context>
<context>
    <name>RestoreDialog</name>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="27"/>
        <source>Restore from backup</source>
        <translation>从备份恢复</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="32"/>
        <source>{0}   ({1} KB)</source>
        <translation>{0}   ({1} KB)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="38"/>
        <source>Automatic backups, newest first. Restoring replaces everything in the store; the current state is backed up first, so this too can be reversed.</source>
        <translation>自动备份，最新的在前。恢复会替换数据库中的所有内容；当前状态会先被备份，因此此操作也可以撤回。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="42"/>
        <source>There are no automatic backups of this store yet.</source>
        <translation>此数据库尚无自动备份。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="44"/>
        <source>&amp;Restore</source>
        <translation>恢复(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="64"/>
        <source>Replace the whole store by the backup of {0}?</source>
        <translation>用 {0} 的备份替换整个数据库？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/backup_dialog.py" line="65"/>
        <source>Restore</source>
        <translation>恢复</translation>
    </message>
</context>
<context>
    <name>ResultsPage</name>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="48"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Handed over</source>
        <translation>已发放</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="49"/>
        <source>Note</source>
        <translation>备注</translation>
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
        <translation>80 毫米小票</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="65"/>
        <source>&amp;Hand over prize…</source>
        <translation>发放奖金(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="66"/>
        <source>Record that the selected player was paid (Ctrl+H)</source>
        <translation>记录所选选手已领取奖金 (Ctrl+H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="67"/>
        <source>Print &amp;receipt</source>
        <translation>打印收据(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="68"/>
        <source>Print the selected prize&apos;s receipt; a reprint is marked copy (Ctrl+R)</source>
        <translation>打印所选奖金的收据；再次打印标记为副本 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="70"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="96"/>
        <source>Wins</source>
        <translation>所得</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="110"/>
        <source>in play</source>
        <translation>仍在比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="111"/>
        <source>Kept back for the winner</source>
        <translation>留给冠军的奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="122"/>
        <source>Prizes given {0} · handed over {1} · prize pool {2}</source>
        <translation>已确定奖金 {0} · 已发放 {1} · 奖池 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="131"/>
        <source>{0}, receipt {1}</source>
        <translation>{0}，收据 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="156"/>
        <source>Hand {0} over to {1} ({2})? It is recorded with its receipt and cannot be paid again.</source>
        <translation>向 {1} 发放 {0}（{2}）？发放将连同收据记录，不能重复发放。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="161"/>
        <source>{0} is also owed {1} in bounties: pay them on the Bounties page (Pay bounties).</source>
        <translation>{0} 还应得赏金 {1}：请在“赏金”页面支付（支付赏金）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="164"/>
        <source>Hand over</source>
        <translation>发放</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="170"/>
        <source>Handed over. Print receipt {0} now?</source>
        <translation>已发放。现在打印收据 {0}？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="172"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>Export results</source>
        <translation>导出成绩</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="191"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/results.py" line="199"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>blocked</source>
        <translation>已封锁</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>button</source>
        <translation>庄位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="617"/>
        <source>waits for the button</source>
        <translation>等待庄位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>fixed seat</source>
        <translation>固定座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="618"/>
        <source>table halted</source>
        <translation>该桌暂停</translation>
    </message>
</context>
<context>
    <name>RoomNoticePanel</name>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="40"/>
        <source>Room screens</source>
        <translation>场内屏幕</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="44"/>
        <source>Announcement, e.g. Dinner break at 20:00 — bar open</source>
        <translation>公告，例如：20:00 晚餐休息 — 酒吧开放</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="46"/>
        <source>One line under the clock on the projector and the TV page; Enter shows it</source>
        <translation>投影和电视页面上时钟下方的一行文字；按 Enter 显示</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="49"/>
        <source>Show</source>
        <translation>显示</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="52"/>
        <source>Clear</source>
        <translation>清除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="58"/>
        <source>Venue logo…</source>
        <translation>场馆标志…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="60"/>
        <source>A PNG or JPEG picture beside the event&apos;s name on every projector (at most 1 MB)</source>
        <translation>每台投影上赛事名称旁的 PNG 或 JPEG 图片（最大 1 MB）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="63"/>
        <source>Remove logo</source>
        <translation>移除标志</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="83"/>
        <source>On the screens: {0}</source>
        <translation>屏幕上：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Venue logo</source>
        <translation>场馆标志</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="101"/>
        <source>Pictures (*.png *.jpg *.jpeg)</source>
        <translation>图片 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/wall/room_notice_panel.py" line="109"/>
        <source>Venue logo {0}: cannot be read ({1})</source>
        <translation>场馆标志 {0}：无法读取（{1}）</translation>
    </message>
</context>
<context>
    <name>RoomTablesDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="39"/>
        <source>Tables and break order</source>
        <translation>桌子与拆桌顺序</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="44"/>
        <source>the room&apos;s tables, such as 1-8 or 1-6, 9</source>
        <translation>场地的桌子，如 1-8 或 1-6, 9</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="49"/>
        <source>Move &amp;up</source>
        <translation>上移(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="51"/>
        <source>Break this table earlier (Ctrl+Up)</source>
        <translation>提前拆这张桌（Ctrl+Up）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="52"/>
        <source>Move d&amp;own</source>
        <translation>下移(&amp;O)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="54"/>
        <source>Break this table later (Ctrl+Down)</source>
        <translation>推后拆这张桌（Ctrl+Down）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="60"/>
        <source>The table at the top breaks first (TDA-B6). A table opened for more players is the first of the tables used that is not open, in the order typed.</source>
        <translation>列表最上面的桌子最先拆（TDA-B6）。为更多玩家开新桌时，按输入顺序取所用桌子中第一张未开放的桌子。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="70"/>
        <source>&amp;Tables used:</source>
        <translation>使用的桌子(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="77"/>
        <source>Break order, first to break at the top:</source>
        <translation>拆桌顺序，最先拆的在最上面：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="96"/>
        <source>Table %1</source>
        <translation>%1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/room_tables_dialog.py" line="97"/>
        <source>Table %1 · open, %2 seated</source>
        <translation>%1 号桌 · 开放，在座：%2</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="193"/>
        <source>Table {0}, seat {1}</source>
        <translation>{0} 号桌，{1} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="195"/>
        <source>{0}: blocked</source>
        <translation>{0}：已封锁</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="196"/>
        <source>{0}: open</source>
        <translation>{0}：空位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="246"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>还没有桌：请抽签排座 (Ctrl+D)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="310"/>
        <source>{n} players</source>
        <translation>{n} 名选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="312"/>
        <source>HALTED · {n}</source>
        <translation>暂停 · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="314"/>
        <source>final · {n}</source>
        <translation>决赛 · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="316"/>
        <source>HAND IN PLAY · {n}</source>
        <translation>本手进行中 · {n}</translation>
    </message>
</context>
<context>
    <name>RoundClockTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="86"/>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="88"/>
        <source>No round paired yet</source>
        <translation>尚未配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="104"/>
        <source>result in</source>
        <translation>结果已录入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="115"/>
        <source>Not started</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="116"/>
        <source>Paused</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="117"/>
        <source>Time — extra turns</source>
        <translation>时间到 — 额外回合</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="120"/>
        <source>Event over</source>
        <translation>比赛结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="130"/>
        <source>Time — extra turns; extended tables still playing: %1</source>
        <translation>时间到 — 额外回合；加时的桌子仍在进行：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="162"/>
        <source>&amp;Start round</source>
        <translation>开始本轮(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="165"/>
        <source>&amp;Pause / resume (Space)</source>
        <translation>暂停/继续(&amp;P)（空格）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="167"/>
        <source>+1 min</source>
        <translation>+1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="169"/>
        <source>−1 min</source>
        <translation>−1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="174"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="175"/>
        <source>Set round length</source>
        <translation>设置每轮时长</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="177"/>
        <source>P&amp;rojector</source>
        <translation>投影(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="310"/>
        <source>Round clock</source>
        <translation>轮次计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="359"/>
        <source>BYE</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="392"/>
        <source>Find your table</source>
        <translation>请找到您的桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="397"/>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="414"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="415"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/round_clock_tab.py" line="416"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
</context>
<context>
    <name>RoundsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="147"/>
        <source>&amp;Pair next round</source>
        <translation>配对下一轮(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="150"/>
        <source>Pair &amp;again</source>
        <translation>重新配对(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="152"/>
        <source>&amp;Swap players…</source>
        <translation>交换选手(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="154"/>
        <source>&amp;Drop player…</source>
        <translation>退赛(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="156"/>
        <source>Organiser &amp;byes…</source>
        <translation>主办方轮空(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="158"/>
        <source>Start &amp;top cut</source>
        <translation>开始淘汰赛(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="160"/>
        <source>Draft p&amp;ods…</source>
        <translation>轮抽分组(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="162"/>
        <source>Draw the draft pods or assign them by hand</source>
        <translation>抽签分配轮抽分组，或手动分配</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="164"/>
        <source>&amp;Reserved tables…</source>
        <translation>保留桌位(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="166"/>
        <source>Fix a player to a table: a feature match, a wheelchair table</source>
        <translation>为选手固定桌位：焦点对局、轮椅桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="169"/>
        <source>Phone re&amp;ports…</source>
        <translation>手机报告(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="174"/>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="189"/>
        <source>Table (Ctrl+R)</source>
        <translation>桌号 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="194"/>
        <source>Score: 2-0, 2-1, 1-1, 1-0-1, d, ca, cb, na, nb, nn</source>
        <translation>比分：2-0、2-1、1-1、1-0-1、d、ca、cb、na、nb、nn</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="196"/>
        <source>Games won by the table&apos;s first player, then the second&apos;s (2-1), draws third (1-0-1); d: agreed draw; ca/cb: the first/second player concedes; na/nb: the first/second player did not show; nn: a double loss, both lose the match (0 points each). A top-cut match needs a winner: no draw, no nn.</source>
        <translation>先写本桌第一位玩家赢的局数，再写第二位的（2-1），平局数放第三位（1-0-1）；d：协议平局；ca/cb：第一/第二位玩家认输；na/nb：第一/第二位玩家缺席；nn：双负，两人都输掉比赛（各 0 分）。淘汰赛的比赛必须有胜者：不能平局，也不能 nn。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="203"/>
        <source>Reason for the correction</source>
        <translation>更正原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="208"/>
        <source>Result:</source>
        <translation>结果：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="302"/>
        <source>Round %1</source>
        <translation>第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="340"/>
        <source>Pair the next bracket round (Ctrl+Shift+N)</source>
        <translation>编排淘汰赛下一轮（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="341"/>
        <source>Pair the next Swiss round (Ctrl+Shift+N)</source>
        <translation>编排瑞士制下一轮（Ctrl+Shift+N）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="353"/>
        <source>Start the top cut from the current standings</source>
        <translation>按当前排名开始淘汰赛</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="360"/>
        <source>No round paired yet: %n Swiss round(s) planned.</source>
        <translation>
            <numerusform>尚未配对：计划 %n 轮瑞士制。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="494"/>
        <source>%n player(s) have no decklist yet: %1. Pairing round %2 locks their lists (only the head judge can then register one). Pair anyway?</source>
        <translation>
            <numerusform>%n 名选手尚未登记套牌：%1。配对第 %2 轮将锁定他们的套牌登记（之后只有主裁判可以登记）。仍要配对吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="532"/>
        <source>Open the draft pods now?</source>
        <translation>现在打开轮抽分组吗？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="541"/>
        <source>Pair round 1 again with a new draw (a new lot)?</source>
        <translation>重新编排第 1 轮并重新抽签吗？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="543"/>
        <source>Pair round %1 again from the players in the event now? The lot stays as drawn, so nothing else changes.</source>
        <translation>按现在参赛的玩家重新编排第 %1 轮吗？抽签结果不变，其他一切照旧。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="648"/>
        <source>%n of the planned Swiss rounds remain (%1 played). Start the top cut now from the current standings? The remaining Swiss rounds are not played.</source>
        <translation>
            <numerusform>计划的瑞士轮还剩 %n 轮（已赛 %1 轮）。现在按当前排名开始淘汰赛吗？剩余的瑞士轮将不再进行。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="364"/>
        <source>Round %1 of %2</source>
        <translation>第 %1 轮，共 %2 轮</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="367"/>
        <source>%n result(s) missing</source>
        <translation>
            <numerusform>缺少 %n 个结果</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="368"/>
        <source>all results in</source>
        <translation>结果已全部录入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="380"/>
        <source>Table %1: no such table in this round.</source>
        <translation>桌号 %1：本轮没有这张桌子。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="411"/>
        <source>Table %1 already has %2: type the reason for the correction and press Enter.</source>
        <translation>桌号 %1 已有结果 %2：请输入更正原因并按回车。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="468"/>
        <source>Round %1 still has %n result(s) missing. Pair the next round anyway?</source>
        <translation>
            <numerusform>第 %1 轮仍缺少 %n 个结果。仍要配对下一轮吗？</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="475"/>
        <source>Pairing…</source>
        <translation>正在配对…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="521"/>
        <source>Pair an extra Swiss round?</source>
        <translation>再配对一轮额外的瑞士轮？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="525"/>
        <source>Pair with as few rematches as possible?</source>
        <translation>以尽量少的重复对阵进行配对？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="615"/>
        <source>Free table %1 reserved for %2</source>
        <translation>取消为 %2 保留的 %1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="619"/>
        <source>Reserve table %1 for %2</source>
        <translation>为 %2 保留 %1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="645"/>
        <source>Start the top cut from the current standings?</source>
        <translation>按当前排名开始淘汰赛？</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="17"/>
        <location filename="../../tdesk/ui/rules_reference.py" line="26"/>
        <source>Rules reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="18"/>
        <source>The rules text was not found in this installation.</source>
        <translation>此安装中找不到规则文本。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="29"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>查找规则编号或词语（Enter 查找下一个）</translation>
    </message>
</context>
<context>
    <name>SatelliteLines</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="33"/>
        <source>the target event</source>
        <translation>目标赛事</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="34"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n 个价值 {0} 的 {1} 席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="39"/>
        <source>{0}, {1} in cash to place {2}</source>
        <translation>{0}，现金 {1} 给第 {2} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="41"/>
        <source>{0}, {1} in cash shared by the seat winners</source>
        <translation>{0}，现金 {1} 由席位获得者均分</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="49"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n 个席位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/satellite_lines.py" line="50"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>剩余 %n 名玩家：全部获得席位</numerusform>
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
        <translation>席位</translation>
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
        <translation>卫星赛：以另一赛事的席位作为奖励</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="57"/>
        <source>e.g. 550; empty: the target&apos;s buy-in</source>
        <translation>例如 550；留空：目标赛事的买入</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="62"/>
        <source>To the first place without a seat</source>
        <translation>给第一个没有席位的名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="64"/>
        <source>Shared by the seat winners</source>
        <translation>由获得席位者均分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="67"/>
        <source>Never</source>
        <translation>不允许</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="68"/>
        <source>Only a winner already seated in the target</source>
        <translation>仅限已在目标赛事中有席位的获胜者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="70"/>
        <source>Any seat winner</source>
        <translation>任何获得席位者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="72"/>
        <source>Pay in &amp;seats</source>
        <translation>以席位支付(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="73"/>
        <source>Pay by the s&amp;tructure</source>
        <translation>按奖励结构支付(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="79"/>
        <source>Seat &amp;value</source>
        <translation>席位价值(&amp;V)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="80"/>
        <source>Tar&amp;get event</source>
        <translation>目标赛事(&amp;G)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="81"/>
        <source>Re&amp;mainder</source>
        <translation>余额(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="82"/>
        <source>Seat as cas&amp;h</source>
        <translation>席位折现(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="110"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="117"/>
        <source>Seat value</source>
        <translation>席位价值</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="111"/>
        <source>type a whole amount, e.g. 550</source>
        <translation>请输入整数金额，例如 550</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="118"/>
        <source>type the seat value or name the target event</source>
        <translation>请输入席位价值或填写目标赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="137"/>
        <source>Not a satellite: prizes are paid by the structure above.</source>
        <translation>不是卫星赛：奖金按上面的结构支付。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="173"/>
        <source>Pay this event by its payout structure instead of in seats?</source>
        <translation>改为按奖励结构支付本赛事，而不是以席位支付？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="175"/>
        <source>Pay by the structure</source>
        <translation>按结构支付</translation>
    </message>
</context>
<context>
    <name>SeasonTab</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="177"/>
        <source>&amp;Pair next round</source>
        <translation>编排下一轮(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="179"/>
        <source>&amp;End-of-round check</source>
        <translation>轮末检查(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="181"/>
        <source>Copy as te&amp;xt</source>
        <translation>复制为文本(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="183"/>
        <source>Export CS&amp;V…</source>
        <translation>导出 CSV(&amp;V)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="184"/>
        <source>Round &amp;templates…</source>
        <translation>轮次模板(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="186"/>
        <source>P&amp;hones…</source>
        <translation>手机(&amp;H)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="192"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="225"/>
        <source>&amp;Accept</source>
        <translation>接受(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="227"/>
        <source>&amp;Decline</source>
        <translation>拒绝(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="229"/>
        <source>&amp;Start season (seed players)</source>
        <translation>开始赛季（种子排位）(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="255"/>
        <source>Games (type 1, 0, -, + or ? in a report column)</source>
        <translation>对局（在报告列中输入 1、0、-、+ 或 ?）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="257"/>
        <source>Availability (type 1 good, 2 possible, 3 impossible)</source>
        <translation>可用时间（1 合适，2 可以，3 不行）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="277"/>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Deci&amp;de</source>
        <translation>裁决(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="283"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="284"/>
        <source>Admin</source>
        <translation>管理员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="285"/>
        <source>Reason</source>
        <translation>理由</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="292"/>
        <source>Stop queue (conflicting reports)</source>
        <translation>暂停队列（报告冲突）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="294"/>
        <source>Admin decision / correction</source>
        <translation>管理员裁决 / 更正</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="296"/>
        <source>Admins&apos; log</source>
        <translation>管理员日志</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="326"/>
        <source>Round {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="327"/>
        <source>(open)</source>
        <translation>（进行中）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="338"/>
        <source>Players report their games and times from their phones</source>
        <translation>玩家用自己的手机报告对局和时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="339"/>
        <source>Start the season first: phones report the rounds&apos; games</source>
        <translation>请先开始赛季：手机报告的是各轮的对局</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="345"/>
        <source>Accept or decline each registration (HU-E1: at least {0} games on the host site). Starting the season seeds the accepted players by rating (HU-S1); {1} still pending.</source>
        <translation>逐一接受或拒绝报名（HU-E1：在主办网站至少 {0} 局）。开始赛季时按等级分为已接受的选手排定种子（HU-S1）；仍有 {1} 个待定。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="371"/>
        <source>The round stays open now: {0}</source>
        <translation>本轮目前仍保持开放：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="375"/>
        <source>{0}: registration</source>
        <translation>{0}：报名中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="376"/>
        <source>{0} of {1} players alive · {2} lives each</source>
        <translation>{1} 名选手中 {0} 名存活 · 每人 {2} 条命</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="379"/>
        <source>Season winner: {0}</source>
        <translation>赛季冠军：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="383"/>
        <source>round {0}: cut-off passed, run the end-of-round check (Ctrl+E)</source>
        <translation>第 {0} 轮：已过截止时间，请运行轮末检查（Ctrl+E）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="386"/>
        <source>round {0} cut-off {1}</source>
        <translation>第 {0} 轮截止 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="389"/>
        <source>bye: {0}</source>
        <translation>轮空：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="395"/>
        <source>Game {0}: {1} – {2}, reports {3} / {4}</source>
        <translation>第 {0} 局：{1} – {2}，报告 {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="400"/>
        <source>No conflicts.</source>
        <translation>没有冲突。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>decided</source>
        <translation>裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="405"/>
        <source>corrected</source>
        <translation>更正</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="406"/>
        <source>R{0} {1}: {2} {3} {4} → {5}</source>
        <translation>第{0}轮 {1}：{2} {3} {4} → {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="424"/>
        <source>Choose a game.</source>
        <translation>请选择一局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="428"/>
        <source>Co&amp;rrect</source>
        <translation>更正(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="474"/>
        <source>Round {0} stays open: {1}, {2}.</source>
        <translation>第 {0} 轮仍在进行：{1}，{2}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="475"/>
        <source>%n game(s) waiting for reports</source>
        <translation>
            <numerusform>%n 局等待报告</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/league/tab.py" line="476"/>
        <source>%n conflict(s) waiting for an admin</source>
        <translation>
            <numerusform>%n 个冲突等待管理员裁决</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="501"/>
        <source>Game {0} is not in the stop queue ({1}). Override the players&apos; reports with {2}?</source>
        <translation>第 {0} 局不在冲突队列中（{1}）。要用 {2} 覆盖选手的报告吗？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="506"/>
        <source>Override</source>
        <translation>覆盖</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="430"/>
        <source>Game {0}: {1} – {2} · reports {3} / {4}</source>
        <translation>第 {0} 局：{1} – {2} · 报告 {3} / {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="441"/>
        <source>{0} have fewer games on the host site than HU-E1 asks. Accept anyway?</source>
        <translation>{0} 在主办网站的对局数少于 HU-E1 的要求。仍然接受？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="442"/>
        <source>Accept</source>
        <translation>接受</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="450"/>
        <source>Seed the accepted players and start the season? Seeds and registrations are then fixed.</source>
        <translation>为已接受的选手排定种子并开始赛季？之后种子和报名将固定。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="451"/>
        <source>Start season</source>
        <translation>开始赛季</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="472"/>
        <source>Round {0} has ended.</source>
        <translation>第 {0} 轮已结束。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>Export round</source>
        <translation>导出轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="532"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="539"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>SeatCashBar</name>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="198"/>
        <source>Already holds a seat in the target</source>
        <translation>已持有目标赛事席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="199"/>
        <source>Seat taken as &amp;cash…</source>
        <translation>席位折现(&amp;C)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="202"/>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>Seat winner</source>
        <translation>席位获得者</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="217"/>
        <source>no seat won yet</source>
        <translation>尚无人赢得席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="242"/>
        <source>{0} takes the seat&apos;s value in cash instead of the seat?</source>
        <translation>{0} 以现金领取席位价值而不要席位？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/satellite_panel.py" line="244"/>
        <source>Pay the seat in cash</source>
        <translation>以现金支付席位</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="116"/>
        <source>&amp;Draw seats</source>
        <translation>抽签排座(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="117"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>为每位选手抽签分配座位 (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="118"/>
        <source>&amp;Late entry…</source>
        <translation>延迟报名(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="119"/>
        <source>Seat a late registration</source>
        <translation>为延迟报名的选手安排座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="120"/>
        <source>&amp;Bust</source>
        <translation>淘汰(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="121"/>
        <source>Bust the selected player(s)</source>
        <translation>淘汰所选选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="123"/>
        <source>Re&amp;instate…</source>
        <translation>恢复参赛(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="124"/>
        <source>Put a player busted by mistake back in play: places, prizes and bounties follow</source>
        <translation>让误判出局的玩家重新参赛：名次、奖金和赏金随之更新</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="126"/>
        <source>Set b&amp;utton</source>
        <translation>设置庄位(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="128"/>
        <source>Then click the seat that has the button</source>
        <translation>然后点击庄位所在的座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="130"/>
        <source>Fi&amp;xed seat</source>
        <translation>固定座位(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="132"/>
        <source>Keep the selected player in their seat</source>
        <translation>让所选选手保留原座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="133"/>
        <source>Bloc&amp;k seat</source>
        <translation>封锁座位(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="135"/>
        <source>Block or open the selected empty seat</source>
        <translation>封锁或开放所选空座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="136"/>
        <source>&amp;List view</source>
        <translation>列表视图(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="137"/>
        <source>Show every seat as a list</source>
        <translation>以列表显示所有座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="139"/>
        <source>Ph&amp;ones…</source>
        <translation>手机(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="141"/>
        <source>Players&apos; phones: their codes, check-in, their seat and moves on their phone</source>
        <translation>选手手机：代码、签到，以及手机上显示的座位和换桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="145"/>
        <source>&amp;Tables…</source>
        <translation>桌子(&amp;T)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="146"/>
        <source>The room&apos;s tables this event uses and the order they break (TDA-B6)</source>
        <translation>本赛事使用的场地桌子及其拆桌顺序（TDA-B6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="152"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>查找选手… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="187"/>
        <source>Apply &amp;move</source>
        <translation>执行调座(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="188"/>
        <source>Apply the selected (or first) move</source>
        <translation>执行所选（或第一个）调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="189"/>
        <source>Apply &amp;all</source>
        <translation>全部执行(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="190"/>
        <source>Apply every pending move</source>
        <translation>执行所有待处理的调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="211"/>
        <source>Pending moves</source>
        <translation>待处理调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="302"/>
        <source>No seating for this event.</source>
        <translation>本赛事没有座位安排。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="305"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>剩余选手：{left} · 桌数：{tables} · {final} 人时进入决赛桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="311"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>{n} 号桌：平衡前暂停游戏 (TDA-B5)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="314"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>请设置 {tables} 号桌的庄位 (TDA-B2)。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/seating/tab.py" line="317"/>
        <source>%n registered player(s) without a seat: Late entry.</source>
        <translation>
            <numerusform>%n 名已报名玩家没有座位：请用“迟到报名”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="354"/>
        <source>{0}: table {1} seat {2} → table {3} seat {4}</source>
        <translation>{0}：{1} 号桌 {2} 号座位 → {3} 号桌 {4} 号座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="365"/>
        <source>Seats swap with {names}: they move together (TDA-F1-B).</source>
        <translation>与 {names} 互换座位：同时移动 (TDA-F1-B)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="370"/>
        <source>Waits: {0}</source>
        <translation>等待：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="376"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>点击座位以选中；Ctrl+点击可添加多个座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="382"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>{t} 号桌 {s} 号座：空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="426"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>将 {name} 移到此处 (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="430"/>
        <source>Button here</source>
        <translation>庄位在此</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="432"/>
        <source>Bust</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="433"/>
        <source>Fixed seat on/off</source>
        <translation>固定座位 开/关</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="435"/>
        <source>Block / open seat</source>
        <translation>封锁 / 开放座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="437"/>
        <source>Reinstate a busted player here…</source>
        <translation>在此恢复出局玩家…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="455"/>
        <source>Click the seat that has the button.</source>
        <translation>请点击庄位所在的座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="483"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>没有已就座的选手匹配“{text}”。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="485"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}：{t} 号桌，{s} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="488"/>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="504"/>
        <source>Drawing seats…</source>
        <translation>正在抽取座位…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="529"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>所有已登记选手都有座位。请先在“选手”标签页登记迟到的选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="549"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>请先选择要淘汰的选手（点击座位）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/tab.py" line="627"/>
        <source>Mystery envelope for {0}: {1} to {2}</source>
        <translation>{0} 的神秘信封：{1} 归 {2}</translation>
    </message>
</context>
<context>
    <name>SeriesDialog</name>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="61"/>
        <source>Series</source>
        <translation>系列赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="64"/>
        <source>&amp;New…</source>
        <translation>新建(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="65"/>
        <source>&amp;Rename…</source>
        <translation>重命名(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="66"/>
        <source>&amp;Delete…</source>
        <translation>删除(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="81"/>
        <source>&amp;Add event</source>
        <translation>添加赛事(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="82"/>
        <source>Re&amp;move event</source>
        <translation>移除赛事(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="84"/>
        <source>Events</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="95"/>
        <source>Square root: k × √field ÷ √place</source>
        <translation>平方根：k × √参赛人数 ÷ √名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="96"/>
        <source>Linear: k × (field − place + 1)</source>
        <translation>线性：k × (参赛人数 − 名次 + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="97"/>
        <source>Table by place</source>
        <translation>按名次的积分表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="98"/>
        <source>Tables by field size</source>
        <translation>按参赛人数的积分表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="100"/>
        <source>such as 100</source>
        <translation>例如 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="101"/>
        <source>points of 1st, 2nd, …: 100 80 65 50</source>
        <translation>第 1、2…名的积分：100 80 65 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="102"/>
        <source>places past the table: 0</source>
        <translation>积分表之后的名次：0</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="103"/>
        <source>from field size: 1: 50 30; 20: 100 70 50</source>
        <translation>按起始参赛人数：1: 50 30; 20: 100 70 50</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="107"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="110"/>
        <source>&amp;Save formula</source>
        <translation>保存公式(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="112"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="114"/>
        <source>&amp;Formula</source>
        <translation>公式(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="115"/>
        <source>&amp;k</source>
        <translation>k(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="116"/>
        <source>&amp;Table</source>
        <translation>积分表(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="117"/>
        <source>&amp;Bands</source>
        <translation>人数段(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="118"/>
        <source>Defa&amp;ult</source>
        <translation>默认(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="119"/>
        <source>Best &amp;N results</source>
        <translation>最佳 N 个成绩(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="129"/>
        <source>&amp;Print…</source>
        <translation>打印(&amp;P)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Rank</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="251"/>
        <source>Total</source>
        <translation>总分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="277"/>
        <source>{0}: place {1}</source>
        <translation>{0}：第 {1} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="278"/>
        <source>(dropped)</source>
        <translation>（不计入）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="297"/>
        <source>New series</source>
        <translation>新建系列赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="310"/>
        <source>Rename series</source>
        <translation>重命名系列赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="320"/>
        <source>Delete the series {0}? Its events and their results stay; Edit › Undo brings the series back.</source>
        <translation>删除系列赛 {0}？其中的赛事及成绩保留；“编辑 › 撤销”可恢复该系列赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="321"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/people/series_dialog.py" line="395"/>
        <source>Series leaderboard — {0}</source>
        <translation>系列赛排行榜 — {0}</translation>
    </message>
</context>
<context>
    <name>StaffDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="29"/>
        <source>Floor staff</source>
        <translation>现场裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="30"/>
        <source>Who is working at this station? The name is recorded with every action in the log; change it from Edit › Floor staff name when someone else takes over.</source>
        <translation>谁在这个工作站值班？每次操作都会在日志中记录此姓名；换人时请在“编辑 › 现场裁判姓名”中修改。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="33"/>
        <source>Name recorded with every action:</source>
        <translation>每次操作记录的姓名：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="38"/>
        <source>e.g. Anna Lindqvist</source>
        <translation>例如：王芳</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_dialog.py" line="53"/>
        <source>Type the name of the person at this station.</source>
        <translation>请输入在此工作站值班人员的姓名。</translation>
    </message>
</context>
<context>
    <name>StaffPinsDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="40"/>
        <source>Staff PINs for the floor tablets</source>
        <translation>场地平板的工作人员 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="41"/>
        <source>A floor person signs in on a tablet at the player screens&apos; address followed by /staff, with their own PIN. Each tablet action is logged under their name.</source>
        <translation>场地工作人员在平板上打开选手屏幕地址加 /staff，用自己的 PIN 登录。平板上的每项操作都以其姓名记入日志。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="67"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="46"/>
        <source>PIN set</source>
        <translation>PIN 设定时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="47"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="58"/>
        <source>empty: a random PIN</source>
        <translation>留空：随机 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="59"/>
        <source>Set PIN</source>
        <translation>设置 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="61"/>
        <source>Revoke the selected PIN…</source>
        <translation>吊销所选 PIN…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="68"/>
        <source>PIN (6 to 12 digits)</source>
        <translation>PIN（6 至 12 位数字）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>active</source>
        <translation>有效</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="89"/>
        <source>revoked {0}</source>
        <translation>已于 {0} 吊销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="101"/>
        <source>PIN for {0}: {1}. Write it down and hand it over: it is not shown again.</source>
        <translation>{0} 的 PIN：{1}。请记下并交给本人：之后不再显示。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="112"/>
        <source>Revoke {0}&apos;s PIN? Their tablets stop at once.</source>
        <translation>吊销 {0} 的 PIN？其平板将立即停止工作。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke PIN</source>
        <translation>吊销 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/staff_pins_dialog.py" line="113"/>
        <source>Revoke</source>
        <translation>吊销</translation>
    </message>
</context>
<context>
    <name>StandbyDialog</name>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="49"/>
        <source>Keep a standby copy</source>
        <translation>保留备用副本</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="51"/>
        <source>This laptop keeps a live copy of the host&apos;s database: every action saved on the host is on both laptops. If the host laptop dies, press Promote: this laptop becomes the host and the stations follow it.</source>
        <translation>本机保留主机数据库的实时副本：主机上保存的每个操作都同时存在于两台笔记本上。如果主机笔记本故障，请按“提升”：本机成为主机，各工作站随之切换。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="57"/>
        <source>e.g. 192.168.1.20 (empty: the code&apos;s)</source>
        <translation>例如 192.168.1.20（留空：使用代码中的）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="63"/>
        <source>Off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="66"/>
        <source>Once promoted, this laptop serves the player screens and the floor tablets&apos; staff pages on this port; the tablets are told it in advance. 0: off.</source>
        <translation>提升后，本笔记本在此端口提供玩家屏幕和场地平板的工作人员页面；平板会预先得知该端口。0：关闭。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="75"/>
        <source>&amp;Address:</source>
        <translation>地址(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="76"/>
        <source>Join &amp;code:</source>
        <translation>加入代码(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="77"/>
        <source>Staff pages &amp;port:</source>
        <translation>工作人员页面端口(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="78"/>
        <source>&amp;Event to serve:</source>
        <translation>要提供的赛事(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="83"/>
        <source>&amp;Start the copy</source>
        <translation>启动副本(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="86"/>
        <source>&amp;Promote</source>
        <translation>提升(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="124"/>
        <source>Event to serve: name the event whose staff pages port {0} serves, or set the port to Off.</source>
        <translation>要提供的赛事：请指定端口 {0} 提供其工作人员页面的赛事，或将端口设为关闭。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="138"/>
        <source>Following the host: the copy answers on port {0}.</source>
        <translation>正在跟随主机：副本在端口 {0} 上应答。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="158"/>
        <source>Promoted: this laptop is the host now. Join code: {0}</source>
        <translation>已提升：本机现在是主机。加入代码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/venue/standby_dialog.py" line="186"/>
        <source>Staff pages for the floor tablets: port {0}, event {1}.</source>
        <translation>场地平板的工作人员页面：端口 {0}，赛事 {1}。</translation>
    </message>
</context>
<context>
    <name>StandingsModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="35"/>
        <source>points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="36"/>
        <source>quality of wins</source>
        <translation>胜局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="37"/>
        <source>quality of losses</source>
        <translation>负局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="38"/>
        <source>quality of games</source>
        <translation>对局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="39"/>
        <source>second-order quality</source>
        <translation>二阶质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="40"/>
        <source>head-to-head</source>
        <translation>直接交锋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="41"/>
        <source>penalties</source>
        <translation>判罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="42"/>
        <source>lot</source>
        <translation>抽签</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="98"/>
        <source>(dropped)</source>
        <translation>（已退赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="119"/>
        <source>Lot drawn for player: %1 (recorded seed)</source>
        <translation>该选手抽签号：%1（种子已记录）</translation>
    </message>
</context>
<context>
    <name>StandingsTab</name>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="145"/>
        <source>Export standings CSV…</source>
        <translation>导出排名 CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="147"/>
        <source>Export results CSV…</source>
        <translation>导出结果 CSV…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="153"/>
        <source>&amp;Ratings…</source>
        <translation>等级分(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="160"/>
        <source>Top cut</source>
        <translation>淘汰赛</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="197"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名选手</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="198"/>
        <source>after %n round(s)</source>
        <translation>
            <numerusform>%n 轮后</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="218"/>
        <source>Winner: %1</source>
        <translation>冠军：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>Export CSV</source>
        <translation>导出 CSV</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="230"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="239"/>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="240"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="258"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="268"/>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="241"/>
        <source>Semi-final</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="242"/>
        <source>Quarter-final</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="245"/>
        <source>Round of %1</source>
        <translation>%1强赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="260"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="269"/>
        <source>Semi-finals</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="262"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="270"/>
        <source>Quarter-finals</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="263"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="275"/>
        <source>Top %1</source>
        <translation>前 %1 名</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="98"/>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="112"/>
        <source>The event&apos;s starting stack, set in the event&apos;s settings (File › Edit event…); presets and templates keep it</source>
        <translation>赛事的起始筹码，在赛事设置中设定（文件 › 编辑赛事…）；预设和模板会保留它</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="115"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>场上筹码面值，从小到大：25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="148"/>
        <source>Add level</source>
        <translation>添加级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="149"/>
        <source>Insert break</source>
        <translation>插入休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="150"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="151"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="152"/>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="153"/>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="157"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="158"/>
        <source>Set all durations</source>
        <translation>设置所有时长</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="162"/>
        <source>Load preset</source>
        <translation>载入预设</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="164"/>
        <source>Load template</source>
        <translation>载入模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="165"/>
        <source>Save as template</source>
        <translation>另存为模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="166"/>
        <source>Import TOML…</source>
        <translation>导入 TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="167"/>
        <source>Export TOML…</source>
        <translation>导出 TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="176"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="177"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="178"/>
        <source>Starting stack</source>
        <translation>起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="179"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="246"/>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="305"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}：{1} {2!r} 不是整数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="321"/>
        <source>Level {0}</source>
        <translation>第 {0} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="427"/>
        <source>Replace the template {0!r}?</source>
        <translation>替换模板 {0!r}？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Import structure</source>
        <translation>导入结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="435"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>结构文件 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="442"/>
        <source>Cannot read {0}: {1}</source>
        <translation>无法读取 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="455"/>
        <source>Export structure</source>
        <translation>导出结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="456"/>
        <source>Structure files (*.toml)</source>
        <translation>结构文件 (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="464"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>StructurePanel</name>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="233"/>
        <source>Blinds</source>
        <translation>盲注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="234"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="255"/>
        <source>Games&apos; structure: {0}, starting stack {1}</source>
        <translation>对局结构：{0}，起始筹码 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/clock_tab.py" line="261"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
</context>
<context>
    <name>SwapDialog</name>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="28"/>
        <source>Swap players — round %1</source>
        <translation>交换选手 — 第 %1 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="39"/>
        <source>%1 (organiser bye)</source>
        <translation>%1（主办方轮空）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="40"/>
        <source>%1 (bye)</source>
        <translation>%1（轮空）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="42"/>
        <source>%1 (table %2)</source>
        <translation>%1（%2 号桌）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="55"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="56"/>
        <source>swaps with</source>
        <translation>交换对象</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="57"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="73"/>
        <source>Pick two different players.</source>
        <translation>请选择两名不同的选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/swap_dialog.py" line="76"/>
        <source>Warning: %1</source>
        <translation>警告：%1</translation>
    </message>
</context>
<context>
    <name>TablesModel</name>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="67"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="69"/>
        <source>BYE</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>organiser bye</source>
        <translation>主办方轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="78"/>
        <source>bye</source>
        <translation>轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="86"/>
        <source>(corrected)</source>
        <translation>（已更正）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="93"/>
        <source>Paired by hand</source>
        <translation>手动配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>ML</source>
        <translation>判负场</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="100"/>
        <source>GL</source>
        <translation>判负局</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="112"/>
        <source>Match loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>{0} 被判负整场（判罚，PEN-2）：成绩单为 {1}，比赛计为 {2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="116"/>
        <source>Game loss for {0} (a penalty, PEN-2): the slip said {1}, the match counts {2}.</source>
        <translation>{0} 被判负一局（判罚，PEN-2）：成绩单为 {1}，比赛计为 {2}。</translation>
    </message>
</context>
<context>
    <name>TabletPage</name>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="25"/>
        <source>{0} at table {1}</source>
        <translation>{0} 在第 {1} 桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="26"/>
        <source>Signed in: {0}</source>
        <translation>已登录：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="27"/>
        <source>Another table</source>
        <translation>其他桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="28"/>
        <source>Refresh</source>
        <translation>刷新</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="29"/>
        <source>Table {0} is not playing in this event.</source>
        <translation>第 {0} 桌不在本赛事中进行。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="30"/>
        <source>This event has no floor pages.</source>
        <translation>本赛事没有场地页面。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="31"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="32"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="33"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="34"/>
        <source>Out</source>
        <translation>出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="35"/>
        <source>Won the pot</source>
        <translation>赢得底池</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="36"/>
        <source>Tick who is out, and who won their chips (several for a split pot).</source>
        <translation>勾选出局者以及赢得其筹码者（平分底池时可选多人）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="37"/>
        <source>Bust the players ticked out</source>
        <translation>淘汰已勾选出局的选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="38"/>
        <source>Hand done (with the players ticked out)</source>
        <translation>本手结束（含已勾选的出局选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="39"/>
        <source>Hand for hand, hand {0}: this table is playing the hand.</source>
        <translation>逐手进行，第 {0} 手：本桌正在进行此手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="40"/>
        <source>Hand for hand, hand {0}: this table has reported; wait for the others.</source>
        <translation>逐手进行，第 {0} 手：本桌已报告；请等待其他桌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="41"/>
        <source>Hand for hand: wait for the desk to start the next hand.</source>
        <translation>逐手进行：请等待服务台开始下一手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="42"/>
        <source>Chip counts</source>
        <translation>筹码清点</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="43"/>
        <source>Type the stacks you counted; a blank keeps the player&apos;s chips.</source>
        <translation>输入您清点的筹码量；留空则保留该选手的筹码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="44"/>
        <source>Save the chip counts</source>
        <translation>保存筹码清点</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="45"/>
        <source>Late entries waiting for a seat</source>
        <translation>等待座位的迟到报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="46"/>
        <source>Seat {0} here</source>
        <translation>让 {0} 坐在此桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="47"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="48"/>
        <source>Call the clock</source>
        <translation>叫时</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="49"/>
        <source>Pause the clock</source>
        <translation>暂停计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="50"/>
        <source>Resume the clock</source>
        <translation>恢复计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="51"/>
        <source>Round {0}, table {1}</source>
        <translation>第 {0} 轮，第 {1} 桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="52"/>
        <source>{0} against {1}</source>
        <translation>{0} 对 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="53"/>
        <source>{0} has a bye.</source>
        <translation>{0} 轮空。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="54"/>
        <source>Table {0} has no match in the round being played.</source>
        <translation>第 {0} 桌在当前轮次中没有比赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="55"/>
        <source>Result recorded: {0}</source>
        <translation>结果已记录：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="56"/>
        <source>The result, {0}&apos;s games first</source>
        <translation>比赛结果，先填 {0} 的局数</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="57"/>
        <source>Busted: {0}</source>
        <translation>已淘汰：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="58"/>
        <source>Hand done reported for table {0}.</source>
        <translation>第 {0} 桌已报告本手结束。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="59"/>
        <source>Chip counts saved for table {0}.</source>
        <translation>第 {0} 桌的筹码清点已保存。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="60"/>
        <source>Seated at seat {0}.</source>
        <translation>已安排在 {0} 号座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="61"/>
        <source>The clock is called: {0} seconds.</source>
        <translation>已叫时：{0} 秒。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="62"/>
        <source>The clock is paused.</source>
        <translation>计时已暂停。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="63"/>
        <source>The clock runs again.</source>
        <translation>计时已恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="64"/>
        <source>Result saved.</source>
        <translation>结果已保存。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="65"/>
        <source>Table {0} changed at {1}: {2}</source>
        <translation>第 {0} 桌已在 {1} 被更改：{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="66"/>
        <source>Table {0} changed at a tablet ({1}): {2}</source>
        <translation>第 {0} 桌已在平板（{1}）上被更改：{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="67"/>
        <source>Changes at this table</source>
        <translation>本桌的更改</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablet_pages.py" line="68"/>
        <source>Show the table as it is now</source>
        <translation>显示本桌的当前状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="53"/>
        <source>Floor tablet</source>
        <translation>场地平板</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="54"/>
        <source>Your staff PIN</source>
        <translation>您的工作人员 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="55"/>
        <source>Table</source>
        <translation>桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="56"/>
        <source>Sign in</source>
        <translation>登录</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="57"/>
        <source>Sign out</source>
        <translation>退出</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="58"/>
        <source>This PIN does not open the staff pages. Ask the desk.</source>
        <translation>此 PIN 无法打开工作人员页面。请询问服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="59"/>
        <source>A player&apos;s code does not open the staff pages: sign in with your staff PIN.</source>
        <translation>选手代码无法打开工作人员页面：请用您的工作人员 PIN 登录。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="60"/>
        <source>Your PIN has been revoked: nothing was saved. Ask the desk.</source>
        <translation>您的 PIN 已被吊销：未保存任何内容。请询问服务台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="61"/>
        <source>This page had expired, so nothing was saved: the table as it is now is below.</source>
        <translation>此页面已过期，因此未保存任何内容：下面是此桌的当前状态。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="62"/>
        <source>The table has changed since this page was drawn (a player moved, the table was broken or re-paired), so nothing was saved. The table as it is now is below: check it and try again.</source>
        <translation>自此页面显示以来，此桌已有变动（选手移动、拆桌或重新配对），因此未保存任何内容。下面是此桌的当前状态：请核对后重试。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="63"/>
        <source>Not saved: {0}</source>
        <translation>未保存：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="64"/>
        <source>Signed out.</source>
        <translation>已退出。</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="65"/>
        <source>Signed in as {0}</source>
        <translation>已登录：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="66"/>
        <source>Which table are you at?</source>
        <translation>您在哪一桌？</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="67"/>
        <source>This page&apos;s server does not answer: nothing can be saved now. Trying again…</source>
        <translation>此页面的服务器没有响应：现在无法保存任何内容。正在重试…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="68"/>
        <source>This page&apos;s server does not answer: nothing can be saved here now. The page goes on at the standby copy as soon as it answers…</source>
        <translation>此页面的服务器没有响应：现在无法在这里保存任何内容。备用副本一响应，页面就会转到那里继续…</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/tablets.py" line="69"/>
        <source>If this page stops answering, the staff pages go on at {0}</source>
        <translation>如果此页面停止响应，工作人员页面将在 {0} 继续</translation>
    </message>
</context>
<context>
    <name>TemplatesDialog</name>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="105"/>
        <source>Round templates</source>
        <translation>轮次模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="110"/>
        <source>One slot a line: 2026-12-01 20:00</source>
        <translation>每行一个时段：2026-12-01 20:00</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="115"/>
        <source>&amp;Save template</source>
        <translation>保存模板(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="118"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="121"/>
        <source>Template</source>
        <translation>模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="122"/>
        <source>Slots</source>
        <translation>时段</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="140"/>
        <source>No templates yet: rounds then get one slot a day at 20:00.</source>
        <translation>尚无模板：每轮将每天安排一个 20:00 的时段。</translation>
    </message>
</context>
<context>
    <name>TermsDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="16"/>
        <source>Buy-in (prize pool part)</source>
        <translation>买入（计入奖池）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="17"/>
        <source>Fee (rake)</source>
        <translation>服务费（抽水）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="18"/>
        <source>Bounty</source>
        <translation>赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="19"/>
        <source>Re-entries per player</source>
        <translation>每人再次报名次数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="20"/>
        <source>0: no re-entry</source>
        <translation>0：不允许再次报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="21"/>
        <source>Re-entry price (prize pool part)</source>
        <translation>再次报名价格（计入奖池）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="22"/>
        <source>0: the same as the buy-in</source>
        <translation>0：与买入相同</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="23"/>
        <source>Re-entry chips</source>
        <translation>再次报名筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="24"/>
        <source>0: the starting stack</source>
        <translation>0：起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="25"/>
        <source>Rebuys per player</source>
        <translation>每人重购次数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="26"/>
        <source>0: no rebuys</source>
        <translation>0：不允许重购</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="27"/>
        <source>Rebuy price</source>
        <translation>重购价格</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="28"/>
        <source>Rebuy chips</source>
        <translation>重购筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="29"/>
        <source>Rebuys until level</source>
        <translation>重购截止级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="30"/>
        <source>0: until registration closes</source>
        <translation>0：直至报名截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="31"/>
        <source>Add-on price</source>
        <translation>加码价格</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="32"/>
        <source>0: no add-on</source>
        <translation>0：不设加码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="33"/>
        <source>Add-on chips</source>
        <translation>加码筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="34"/>
        <source>Late registration until level</source>
        <translation>延迟报名截止级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="35"/>
        <source>Entries and re-entries close after this level; 0: closed by hand</source>
        <translation>该级别结束后停止报名和再次报名；0：手动截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="37"/>
        <source>Guaranteed prize pool</source>
        <translation>保底奖池</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="38"/>
        <source>Added money</source>
        <translation>追加奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="39"/>
        <source>Round prizes to</source>
        <translation>奖金取整单位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/terms_dialog.py" line="50"/>
        <source>Entry fees and terms</source>
        <translation>费用与规则</translation>
    </message>
</context>
<context>
    <name>WalkInDialog</name>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="59"/>
        <source>Walk-in — {0}</source>
        <translation>现场报名 — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="63"/>
        <source>Type a name: a returning player is found</source>
        <translation>输入姓名：会找到曾参赛的玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="67"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>In this event</source>
        <translation>本赛事中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="68"/>
        <source>Events</source>
        <translation>赛事</translation>
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
        <translation>80 毫米小票</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="97"/>
        <source>&amp;Name</source>
        <translation>姓名(&amp;N)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="99"/>
        <source>&amp;Kind</source>
        <translation>类型(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="100"/>
        <source>&amp;Method</source>
        <translation>方式(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="101"/>
        <source>Price</source>
        <translation>价格</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="102"/>
        <source>&amp;Ticket</source>
        <translation>票据(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="103"/>
        <source>&amp;Take, seat and print</source>
        <translation>收款、入座并打印(&amp;T)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="142"/>
        <source>{0} — {1} chips</source>
        <translation>{0} — {1} 筹码</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="160"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 场赛事</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="221"/>
        <source>%n person(s) of the player database match: Down and Enter pick one; Enter again registers a new player “{0}”.</source>
        <translation>
            <numerusform>玩家数据库中有 %n 人匹配：按“下”和回车选择；再按回车则登记新玩家“{0}”。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="256"/>
        <source>Undone: {0}</source>
        <translation>已撤销：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="262"/>
        <source>{0}: paid, {1} chips — seated by the draw</source>
        <translation>{0}：已付款，{1} 筹码 — 抽签时入座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/walk_in_dialog.py" line="264"/>
        <source>{0}: table {1}, seat {2} — {3} chips</source>
        <translation>{0}：{1} 号桌，{2} 号座 — {3} 筹码</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="97"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>tdesk 内部出错；之前保存的内容是安全的。

{0}</translation>
    </message>
</context>
<context>
    <name>argparse</name>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="38"/>
        <source>usage: </source>
        <translation>用法：</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="39"/>
        <source>positional arguments</source>
        <translation>位置参数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="40"/>
        <source>options</source>
        <translation>选项</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="41"/>
        <source>show this help message and exit</source>
        <translation>显示此帮助信息并退出</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="42"/>
        <source>show program&apos;s version number and exit</source>
        <translation>显示程序版本号并退出</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="48"/>
        <source>unrecognized arguments: %s</source>
        <extracomment>argparse&apos;s error templates, most specific first (&quot;invalid int value&quot; before &quot;invalid … value&quot;); ``%s``, ``%r`` and ``%(name)s`` stand for what argparse put in.</extracomment>
        <translation>无法识别的参数：%s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="49"/>
        <source>the following arguments are required: %s</source>
        <translation>缺少必需的参数：%s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="50"/>
        <source>one of the arguments %s is required</source>
        <translation>需要以下参数之一：%s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="51"/>
        <source>argument %(argument_name)s: %(message)s</source>
        <translation>参数 %(argument_name)s：%(message)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="52"/>
        <source>invalid choice: %(value)r (choose from %(choices)s)</source>
        <translation>无效的选项：%(value)r（可选：%(choices)s）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="53"/>
        <source>invalid int value: %(value)r</source>
        <translation>不是整数：%(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="54"/>
        <source>invalid float value: %(value)r</source>
        <translation>不是数字：%(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="55"/>
        <source>invalid %(type)s value: %(value)r</source>
        <translation>无效的 %(type)s 值：%(value)r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="56"/>
        <source>expected one argument</source>
        <translation>需要一个值</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="57"/>
        <source>expected at most one argument</source>
        <translation>最多需要一个值</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="58"/>
        <source>expected at least one argument</source>
        <translation>至少需要一个值</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="59"/>
        <source>not allowed with argument %s</source>
        <translation>不能与参数 %s 同时使用</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="60"/>
        <source>ignored explicit argument %r</source>
        <translation>已忽略显式给出的值 %r</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="61"/>
        <source>ambiguous option: %(option)s could match %(matches)s</source>
        <translation>选项有歧义：%(option)s 可匹配 %(matches)s</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="62"/>
        <source>unexpected option string: %s</source>
        <translation>意外的选项：%s</translation>
    </message>
</context>
<context>
    <name>cli</name>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="355"/>
        <source>Backup written to {0}</source>
        <translation>备份已写入 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="371"/>
        <source>The store {0} already has the demo events. Recreate them? Their results will be lost. [y/N] </source>
        <translation>数据库 {0} 中已有演示赛事。要重新创建吗？其结果将会丢失。[y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="375"/>
        <source>The store {0} already has the demo events: kept them as they are (no terminal to ask; add --yes to recreate them).</source>
        <translation>数据库 {0} 中已有演示赛事：保持原样（没有终端可以询问；加上 --yes 可重新创建）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="381"/>
        <source>Demo store ready at {0} (%n event(s)).</source>
        <translation>
            <numerusform>演示数据库已就绪：{0}（%n 个赛事）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="25"/>
        <source>Each row is matched to the person of the player database it is, accent- and case-blind: a single person spelled exactly as the row is taken; a row with namesakes (two or more people of that name) or one person spelled otherwise (&quot;kate dixon&quot; for Kate Dixon) refuses the import, listing them, until each is said: --person LINE=#ID or LINE=new, --match (take the single person spelled otherwise; namesakes still need --person), or --new-people (every row a new person). A returning person keeps their rating and details; the file&apos;s values fill only what they lack.</source>
        <translation>每一行都会与选手数据库中对应的人员匹配，忽略重音和大小写：拼写与该行完全相同的唯一人员会被采用；若某行有同名者（两人或以上同名），或唯一的人员拼写不同（如 &quot;kate dixon&quot; 对应 Kate Dixon），导入将被拒绝并列出这些行，直到逐一指明：--person 行=#编号 或 行=new、--match（采用拼写不同的唯一人员；同名者仍需 --person）或 --new-people（每行都是新人员）。回归的人员保留其等级分和资料；文件中的值只补充缺少的信息。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="41"/>
        <source>also take the single person whose name differs only in accents or case (namesakes still need --person)</source>
        <translation>也采用姓名仅在重音或大小写上不同的唯一人员（同名者仍需 --person）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="45"/>
        <source>make every row a new person (no matching)</source>
        <translation>每行都作为新人员（不匹配）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="46"/>
        <source>LINE=#ID|LINE=new</source>
        <translation>行=#编号|行=new</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="48"/>
        <source>the person the file&apos;s line LINE is (#ID: the person number, as tdesk person find shows; new: a new person); repeatable</source>
        <translation>文件中由“行”指定的那一行对应的人员（#编号：人员编号，如 tdesk person find 所示；new：新人员）；可重复</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/imports.py" line="124"/>
        <source>Imported %n player(s) ({0}).</source>
        <translation>
            <numerusform>已导入 %n 名玩家（{0}）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="125"/>
        <source>Returning people: {0}; new people: {1}.</source>
        <translation>回归选手：{0}；新选手：{1}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/imports.py" line="133"/>
        <source>Line {0}: {1} keeps {2} (the file says {3}).</source>
        <translation>第 {0} 行：{1} 保留 {2}（文件中为 {3}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="413"/>
        <source>Exported the rating list to {0}</source>
        <translation>已将等级分名单导出到 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="428"/>
        <source>Exported results to {0}</source>
        <translation>成绩已导出到 {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/__init__.py" line="433"/>
        <source>Exported %n player(s) to {0}</source>
        <translation>
            <numerusform>已将 %n 名玩家导出到 {0}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/__init__.py" line="487"/>
        <location filename="../../tdesk/cli/__init__.py" line="545"/>
        <location filename="../../tdesk/cli/people.py" line="110"/>
        <location filename="../../tdesk/cli/series.py" line="109"/>
        <source>Wrote {0}</source>
        <translation>已写入 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="23"/>
        <source>register decklists from text files (DECK-1..DECK-5)</source>
        <translation>从文本文件登记套牌（DECK-1..DECK-5）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="25"/>
        <source>ACTION</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="29"/>
        <source>import lists: a file per player named after them, or &apos;# Player: Name&apos; headers</source>
        <translation>导入套牌：每位选手一个以其姓名命名的文件，或使用 &apos;# Player: Name&apos; 标题</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="32"/>
        <location filename="../../tdesk/cli/screens.py" line="33"/>
        <location filename="../../tdesk/cli/venue.py" line="42"/>
        <source>FILE</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="34"/>
        <source>after round 1 is paired: the head judge changes locked lists (DECK-5); needs --reason</source>
        <translation>第 1 轮配对后：由主裁判修改已锁定的套牌（DECK-5）；需要 --reason</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="36"/>
        <source>why a locked list changes (the log keeps it)</source>
        <translation>修改已锁定套牌的原因（记入日志）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="40"/>
        <source>show or set the cards allowed in any number of copies (DECK-4)</source>
        <translation>显示或设置允许任意张数的卡牌（DECK-4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="43"/>
        <source>CARD</source>
        <translation>卡牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="44"/>
        <source>the card names (quote a name with spaces); none: show the list</source>
        <translation>卡牌名称（含空格的名称请加引号）；不给出：显示列表</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="47"/>
        <source>no card is allowed in any number (clears the list)</source>
        <translation>不允许任何卡牌任意张数（清空列表）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="67"/>
        <source>Registered: {0}</source>
        <translation>已登记：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="68"/>
        <source>Replaced: {0}</source>
        <translation>已替换：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="71"/>
        <source>Not imported: {0} ({1}): {2}</source>
        <translation>未导入：{0}（{1}）：{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="74"/>
        <source>Lists still missing: {0}</source>
        <translation>仍未交登记：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="92"/>
        <source>Cards allowed in any number: {0}</source>
        <translation>不限张数的卡牌：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/decklists.py" line="93"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="24"/>
        <source>log a judge call, give a table extra time, or list them</source>
        <translation>记录裁判呼叫、给某桌加时或列出它们</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="28"/>
        <source>the round (default: the latest)</source>
        <translation>轮次（默认：最新一轮）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="30"/>
        <source>the table number</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="32"/>
        <source>the judge&apos;s name</source>
        <translation>裁判姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="33"/>
        <source>call: what the judge ruled</source>
        <translation>call：裁判的裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="35"/>
        <source>ID</source>
        <translation>编号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="36"/>
        <source>call: the penalty the ruling gave (its number in the log)</source>
        <translation>call：该裁决给出的处罚（其在日志中的编号）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="39"/>
        <source>extend: minutes (1 to 60); call: extra time for the same table</source>
        <translation>extend：分钟数（1 到 60）；call：给同一桌加时</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="42"/>
        <source>extend: why (a deck check, a ruling); call: default the ruling</source>
        <translation>extend：原因（牌组检查、裁决）；call：默认为裁决内容</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="69"/>
        <source>Judge call #{0} logged at table {1}, round {2}.</source>
        <translation>已记录裁判呼叫 #{0}：第 {1} 桌，第 {2} 轮。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="77"/>
        <location filename="../../tdesk/cli/judge_calls.py" line="88"/>
        <source>Table {0}: +{1} min</source>
        <translation>第 {0} 桌：+{1} 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="86"/>
        <location filename="../../tdesk/cli/phones.py" line="99"/>
        <source>Round {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="89"/>
        <source>{0}  table {1}  judge call, {2}: {3}</source>
        <translation>{0}  第 {1} 桌  裁判呼叫，{2}：{3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/judge_calls.py" line="93"/>
        <source>{0}  table {1}  +{2} min, {3}: {4}</source>
        <translation>{0}  第 {1} 桌  +{2} 分钟，{3}：{4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="28"/>
        <source>players&apos; phones: reporting on/off, lock a round, check-in, the queue and drop requests</source>
        <translation>选手手机：开启/关闭报告、锁定某轮、签到、队列和退赛申请</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="34"/>
        <source>decide: the table</source>
        <translation>decide：桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="36"/>
        <source>decide: the result for the table&apos;s A</source>
        <translation>decide：该桌 A 方的结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="39"/>
        <source>checkin: what the check-in is for (&quot;Round 2&quot;; &quot;&quot; closes it)</source>
        <translation>checkin：签到的用途（&quot;第 2 轮&quot;；&quot;&quot; 表示关闭）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="41"/>
        <source>drop: the request&apos;s number</source>
        <translation>drop：申请编号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="44"/>
        <source>drop: drop the player</source>
        <translation>drop：让该选手退赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="46"/>
        <source>drop: keep the player in</source>
        <translation>drop：保留该选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="105"/>
        <source>Semi-finals</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="106"/>
        <source>Quarter-finals</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="107"/>
        <source>Top {0}</source>
        <translation>前 {0} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="117"/>
        <source>{0} locked</source>
        <translation>{0} 已锁定</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="119"/>
        <source>Phone reports: {0}</source>
        <translation>手机报告：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="23"/>
        <source>a card-game event&apos;s prizes per place (show, set, clear)</source>
        <translation>卡牌赛事各名次的奖品（show、set、clear）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="27"/>
        <source>LINE</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="28"/>
        <source>set: one line per place or range, such as &quot;1: 100 store credit&quot; or &quot;3-4: 6 boosters&quot; (each place of the range gets it)</source>
        <translation>set：每个名次或名次范围一行，例如 &quot;1: 100 store credit&quot; 或 &quot;3-4: 6 boosters&quot;（范围内每个名次都获得）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="33"/>
        <source>a Swiss event&apos;s late entries: losses for missed rounds, the bye in their first round (CG-P3)</source>
        <translation>瑞士轮赛事的延迟报名：错过的轮次判负，首轮的轮空（CG-P3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="38"/>
        <source>each round a late entry missed counts as a match loss</source>
        <translation>延迟报名者错过的每一轮都计为一场负局</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="41"/>
        <source>on: a late entry may get the bye of the round they join</source>
        <translation>on：延迟报名者可在其加入的那一轮获得轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="60"/>
        <source>Late entries: losses for missed rounds: {0}</source>
        <translation>迟到报名：错过的轮次计为负：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>on</source>
        <translation>开启</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="61"/>
        <location filename="../../tdesk/cli/card_terms.py" line="63"/>
        <location filename="../../tdesk/cli/phones.py" line="120"/>
        <source>off</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="62"/>
        <source>Late entries may get the bye in their first round: {0}</source>
        <translation>迟到报名者可在其首轮轮空：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/card_terms.py" line="77"/>
        <source>No prizes listed.</source>
        <translation>未列出奖品。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="118"/>
        <source>round {0} locked</source>
        <translation>第{0}轮已锁定</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="123"/>
        <source>Check-in for {0}: {1} of {2}; not yet: {3}</source>
        <translation>签到（{0}）：{1}/{2}；尚未签到：{3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="127"/>
        <source>disputes the other&apos;s report</source>
        <translation>对另一方的报告有异议</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="129"/>
        <source>{0} table {1}: {2} reports {3}, {4} reports {5} (each their own games first)</source>
        <translation>{0} {1} 号桌：{2} 报告 {3}，{4} 报告 {5}（各自的局数在前）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="133"/>
        <source>: the reports conflict</source>
        <translation>；两份报告不一致</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/phones.py" line="135"/>
        <source>Drop request #{0}: {1}</source>
        <translation>退赛申请 #{0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="25"/>
        <source>find a person, print their history, export or import the player database</source>
        <translation>查找人员、打印其历史、导出或导入选手数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="29"/>
        <source>find: what to look for; history: the person&apos;s name or #ID; import: the CSV file</source>
        <translation>find：要查找的内容；history：人员姓名或 #编号；import：CSV 文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="32"/>
        <source>export: the CSV to write; history: a PDF sheet to write</source>
        <translation>export：要写入的 CSV；history：要写入的 PDF 表</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="35"/>
        <source>export: include contact and notes (private)</source>
        <translation>export：包括联系方式和备注（私密）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="37"/>
        <source>find: at most this many</source>
        <translation>find：最多这么多条</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="60"/>
        <source>Exported {0} people to {1}.</source>
        <translation>已将 {0} 人导出到 {1}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="65"/>
        <source>Imported {0} new people; {1} matched people already there.</source>
        <translation>已导入 {0} 个新人员；匹配已有 {1} 人。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="77"/>
        <source>Nobody matches {0!r}.</source>
        <translation>没有与 {0!r} 匹配的人。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="80"/>
        <source>last: {0}</source>
        <translation>最近：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/people.py" line="84"/>
        <source>%n event(s)</source>
        <translation>
            <numerusform>%n 场赛事</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="113"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="114"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="115"/>
        <source>Penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/people.py" line="120"/>
        <source>lives: {0}</source>
        <translation>命数：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="23"/>
        <source>preview or apply an event&apos;s ratings, or show a person&apos;s</source>
        <translation>预览或应用某赛事的等级分，或显示某人的等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="26"/>
        <source>show: the person&apos;s name, or #ID (the number tdesk person find lists)</source>
        <translation>show：人员姓名或 #编号（tdesk person find 列出的编号）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="28"/>
        <source>preview, apply: the event</source>
        <translation>preview、apply：赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="30"/>
        <source>apply: the game rated (RAT-1)</source>
        <translation>apply：计算等级分的游戏（RAT-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="32"/>
        <source>apply: the K factor, 1 to 100</source>
        <translation>apply：K 系数，1 到 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="50"/>
        <source>Applied the {0} ratings of {1} players (K {2}).</source>
        <translation>已更新 {1} 名选手的 {0} 等级分（K {2}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="62"/>
        <source>{0}: {1}, K {2}</source>
        <translation>{0}：{1}，K {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="64"/>
        <source>Applied at {0}.</source>
        <translation>已于 {0} 更新。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="66"/>
        <source>Results still missing: {0}.</source>
        <translation>尚缺结果：{0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="71"/>
        <location filename="../../tdesk/cli/ratings.py" line="86"/>
        <source>({0} matches)</source>
        <translation>（{0} 场比赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/ratings.py" line="84"/>
        <source>no ratings yet</source>
        <translation>尚无等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="28"/>
        <source>list series, show or print a leaderboard, make a series, add events to it</source>
        <translation>列出系列赛、显示或打印排行榜、创建系列赛、向其添加赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="32"/>
        <source>the series&apos; name</source>
        <translation>系列赛名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="35"/>
        <source>board: print the leaderboard sheet to this PDF</source>
        <translation>board：将排行榜打印到此 PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="38"/>
        <source>create: sqrt (k·√field/√place), linear (k·(field−place+1)), by_place (--table), by_field (--bands)</source>
        <translation>create：sqrt（k·√参赛人数/√名次）、linear（k·(参赛人数−名次+1)）、by_place（--table）、by_field（--bands）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="41"/>
        <source>create: k of sqrt and linear (default 100)</source>
        <translation>create：sqrt 和 linear 的 k（默认 100）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="43"/>
        <source>create: points of 1st, 2nd, …: &quot;100 80 65&quot;</source>
        <translation>create：第 1、2、… 名的积分：&quot;100 80 65&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="46"/>
        <source>create: tables by field size: &quot;1: 50 30; 20: 100 70 50&quot;</source>
        <translation>create：按参赛人数的积分表：&quot;1: 50 30; 20: 100 70 50&quot;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="48"/>
        <source>create: points past the table</source>
        <translation>create：积分表之后名次的积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="51"/>
        <source>create: count each person&apos;s best N results (default: all)</source>
        <translation>create：计入每人最好的 N 个成绩（默认：全部）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="54"/>
        <source>add/remove: an event (name or id); several may be given</source>
        <translation>add/remove：赛事（名称或 id）；可给出多个</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="69"/>
        <source>No series yet: make one with tdesk series create NAME.</source>
        <translation>还没有系列赛：用 tdesk series create 名称 创建一个。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="71"/>
        <source>best {0}</source>
        <translation>最佳 {0} 个</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="72"/>
        <source>all results</source>
        <translation>全部成绩</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="73"/>
        <source>{0}: %n event(s), {1} formula, {2}</source>
        <translation>
            <numerusform>{0}：%n 项赛事，{1} 公式，{2}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="87"/>
        <source>Series {0} created.</source>
        <translation>已创建系列赛 {0}。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/series.py" line="102"/>
        <source>Series {0}: %n event(s).</source>
        <translation>
            <numerusform>系列赛 {0}：%n 项赛事。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/series.py" line="128"/>
        <source>No results yet.</source>
        <translation>尚无成绩。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="29"/>
        <source>draft pods: draw them, place late entries or show them</source>
        <translation>轮抽分组：抽签、安置延迟报名者或显示</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="33"/>
        <source>draw: the seed (default: random)</source>
        <translation>draw：随机种子（默认：随机）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="36"/>
        <source>set: pair round 1 across each pod&apos;s table (seat 1 v 5, 2 v 6 … in a pod of 8) or by lot (CG-D5-A)</source>
        <translation>set：第 1 轮按分组桌对面配对（8 人分组中 1 对 5、2 对 6 …）或抽签配对（CG-D5-A）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="40"/>
        <source>a poker or OFC event&apos;s tables and break order (show, set); reserved tables of a Swiss event (reserve, show)</source>
        <translation>扑克或 OFC 赛事的桌子与拆桌顺序（show、set）；瑞士轮赛事的保留桌号（reserve、show）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="46"/>
        <source>set: the room&apos;s tables the event uses, such as 1-8 or 1-6,9</source>
        <translation>set：赛事使用的场内桌子，例如 1-8 或 1-6,9</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="49"/>
        <source>set: the tables that break first, in order, such as 8,7,6 (the others follow, highest number first; empty: none listed)</source>
        <translation>set：最先拆的桌子，按顺序，例如 8,7,6（其余随后，从最大编号开始；留空：不列出）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="53"/>
        <source>reserve: the player&apos;s name</source>
        <translation>reserve：选手姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="56"/>
        <source>reserve: the table number (0 frees the player&apos;s table)</source>
        <translation>reserve：桌号（0 表示取消该选手的保留桌号）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="85"/>
        <source>Pod {0}</source>
        <translation>轮抽组 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="89"/>
        <source>Without a pod: {0}</source>
        <translation>未分组：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="91"/>
        <source>Round 1: across each pod&apos;s table</source>
        <translation>第 1 轮：各组按桌对面配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="93"/>
        <source>Round 1: by lot</source>
        <translation>第 1 轮：抽签配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="104"/>
        <source>No table is reserved.</source>
        <translation>没有预留的牌桌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/swiss_plans.py" line="106"/>
        <source>Table {0}: {1}</source>
        <translation>第{0}桌：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="26"/>
        <source>list an event&apos;s bounties (heads, collected), or set its bounty format</source>
        <translation>列出赛事的赏金（人头、已收取），或设置其赏金形式</translation>
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
        <translation>赛事名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="30"/>
        <source>set the bounty format (none: the event pays no bounties)</source>
        <translation>设置赏金形式（none：赛事不支付赏金）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="32"/>
        <source>FRACTION</source>
        <translation>比例</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="33"/>
        <source>progressive: the part of a head paid at once (default 1/2)</source>
        <translation>progressive：人头赏金中立即支付的部分（默认 1/2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="36"/>
        <source>a split pot&apos;s odd unit: to the eliminator listed first (default) or the bigger stack (BNT-2)</source>
        <translation>平分底池的零头：归列在首位的淘汰者（默认）或筹码量较大者（BNT-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="39"/>
        <source>VALUExCOUNT,…</source>
        <translation>金额x数量,…</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="40"/>
        <source>mystery: the envelope set, e.g. 5000x1,1000x4,200x20</source>
        <translation>mystery：信封组合，例如 5000x1,1000x4,200x20</translation>
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
        <translation>mystery：从该级别开始神秘阶段</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="46"/>
        <source>mystery: the phase starts with this many players left</source>
        <translation>mystery：剩余这么多选手时开始神秘阶段</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="48"/>
        <location filename="../../tdesk/cli/satellite.py" line="30"/>
        <source>AMOUNT</source>
        <translation>金额</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="50"/>
        <source>mystery: a fixed head of each bounty part paid at every bust</source>
        <translation>mystery：每次淘汰时支付的各份赏金中的固定部分</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="52"/>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>NAME</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="53"/>
        <source>pay this player the bounties won and not paid yet, with a receipt</source>
        <translation>向该选手支付已赢得但尚未支付的赏金，并开具收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="56"/>
        <source>with --pay: cash (default), card, transfer or voucher</source>
        <translation>配合 --pay：cash（默认）、card、transfer 或 voucher</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="77"/>
        <source>! The entries took {0} in bounty parts, but the event has no bounty format; set it with --format before the first bust.</source>
        <translation>! 报名已收取赏金部分 {0}，但赛事没有赏金格式；请在第一位玩家出局前用 --format 设置。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="81"/>
        <source>The event pays no bounties; set a format with --format.</source>
        <translation>本赛事没有赏金；请用 --format 设置赏金形式。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="107"/>
        <source>Bounties paid to {0}: {1}, receipt {2}</source>
        <translation>已向 {0} 支付赏金：{1}，收据 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="115"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>赏金款项：收取 {0} = 赢得 {1} + 场上 {2} + 场馆 {3}；赢得部分：已付 {4}，待付 {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="155"/>
        <source>Fixed bounty</source>
        <translation>固定赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="156"/>
        <source>Progressive knockout</source>
        <translation>累进赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="157"/>
        <source>Mystery bounty</source>
        <translation>神秘赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="158"/>
        <source>Head</source>
        <translation>人头赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Collected</source>
        <translation>已获得</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="159"/>
        <source>Knockouts</source>
        <translation>淘汰数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="163"/>
        <source>(out)</source>
        <translation>（已出局）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="166"/>
        <source>Pool {0}: heads {1}, collected {2}</source>
        <translation>赏金池 {0}：人头赏金 {1}，已获得 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="169"/>
        <source>Envelopes left: {0}</source>
        <translation>剩余信封：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="171"/>
        <source>The deal settled the bounties: {0}</source>
        <translation>协议已结算赏金：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="175"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house adds {2}.</source>
        <translation>报名提供了 {0}；信封和固定部分支付 {1}：场馆补足 {2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/bounties.py" line="177"/>
        <source>The entries funded {0}; the envelopes and fixed parts pay {1}: the house keeps {2}.</source>
        <translation>报名提供了 {0}；信封和固定部分支付 {1}：场馆留存 {2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="31"/>
        <source>flights of an event: stop, bags, Day 2</source>
        <translation>赛事的组别：截止、封袋、第二天</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="34"/>
        <source>the flight (status, bag) or the parent event (add, day2)</source>
        <translation>组别（status、bag）或所属主赛事（add、day2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="36"/>
        <source>add: the new flight&apos;s event name</source>
        <translation>add：新组别的赛事名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="38"/>
        <source>PLAYER=CHIPS</source>
        <translation>选手=筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="40"/>
        <source>bag: one player&apos;s bagged chips (repeat for every player left)</source>
        <translation>bag：一名选手封袋的筹码（每位剩余选手各给一次）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="42"/>
        <source>day2: the seat draw&apos;s seed</source>
        <translation>day2：座位抽签的随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="44"/>
        <source>day2: tables to seat Day 2 at</source>
        <translation>day2：第二天使用的桌数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="47"/>
        <source>day2: build with the double bags listed, without asking</source>
        <translation>day2：带着列出的重复封袋直接生成，不再询问</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="78"/>
        <source>The event has no flights; add one with: tdesk flights add.</source>
        <translation>本赛事没有组别；用 tdesk flights add 添加。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="83"/>
        <source>Whole event: {0} entries · prize pool {1} · {2} places paid</source>
        <translation>整个赛事：{0} 人次 · 奖池 {1} · 奖励 {2} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="86"/>
        <source>Day 2: {0} players · {1} chips</source>
        <translation>第二天：{0} 名玩家 · {1} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="92"/>
        <source>Day {0}: {1} of {2} left</source>
        <translation>第 {0} 天：剩 {1}/{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="95"/>
        <source>plays down to {0}</source>
        <translation>打到 {0} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="97"/>
        <source>stop reached: bag the survivors</source>
        <translation>已到停止点：为剩余玩家封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="99"/>
        <source>{0} bagged, {1} chips</source>
        <translation>{0} 人封袋，{1} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="111"/>
        <source>{0} is Day {1}.</source>
        <translation>{0} 为第 {1} 天。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="140"/>
        <source>Bagged: {0} players, {1} chips.</source>
        <translation>已封袋：{0} 名玩家，{1} 筹码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="154"/>
        <source>Build Day 2 with these bags? [y/N] </source>
        <translation>按这些筹码袋生成第二天吗？[y/N] </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="155"/>
        <source>Day 2 is not built: answer y, or add --yes, to build it with these bags.</source>
        <translation>第二天未生成：回答 y 或加上 --yes，即按这些筹码袋生成。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="159"/>
        <source>Day 2: {0} players · {1} chips · {2} chips forfeited.</source>
        <translation>第二天：{0} 名玩家 · {1} 筹码 · 作废 {2} 筹码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="162"/>
        <source>Day 2 is seated already.</source>
        <translation>第二天已排座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="165"/>
        <source>Day 2 seats drawn (seed {0}).</source>
        <translation>第二天座位已抽签（种子 {0}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="180"/>
        <source>the best stack plays</source>
        <translation>最大筹码量晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="181"/>
        <source>the first bag plays</source>
        <translation>第一袋晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="182"/>
        <source>the last bag plays</source>
        <translation>最后一袋晋级</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="183"/>
        <source>one bag only</source>
        <translation>只能封袋一次</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="189"/>
        <source>Day {0} {1}</source>
        <translation>第 {0} 天 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="192"/>
        <source>Bagged more than once ({0}):</source>
        <translation>多次封袋（{0}）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="194"/>
        <source>{0}: {1} plays; forfeited {2}</source>
        <translation>{0}：{1} 晋级；作废 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="196"/>
        <source>Chips forfeited: {0}</source>
        <translation>作废筹码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/flights.py" line="198"/>
        <source>Different records whose names differ only by accents or case (each plays Day 2 unless merged in the player database first):</source>
        <translation>名字仅在重音或大小写上不同的不同记录（除非先在选手数据库中合并，否则各自参加第二天）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="23"/>
        <source>play hand for hand near the money: start, next hand, a table&apos;s hand done, end</source>
        <translation>临近钱圈时逐手进行：开始、下一手、某桌本手结束、结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="25"/>
        <source>what to do (status: only show the phase)</source>
        <translation>要执行的操作（status：仅显示当前阶段）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="28"/>
        <source>done: the table that reports</source>
        <translation>done：报告的桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="30"/>
        <source>NAME[=STACK]</source>
        <translation>姓名[=筹码量]</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="32"/>
        <source>done: a player out in the hand, with the stack they started it with (default: their recorded chips); repeat for several</source>
        <translation>done：本手出局的选手及其本手开始时的筹码量（默认：记录的筹码）；多人时重复</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="83"/>
        <source>{0}: place {1}</source>
        <translation>{0}：第 {1} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="85"/>
        <source>Hand complete: {0}</source>
        <translation>本手结束：{0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/hand_for_hand.py" line="91"/>
        <source>Hand-for-hand is off (%n player(s) left, {0} paid).</source>
        <translation>
            <numerusform>逐手进行已关闭（剩 %n 名玩家，奖励 {0} 名）。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="94"/>
        <source>Near the money: start it with tdesk hand-for-hand start.</source>
        <translation>接近奖励圈：用 tdesk hand-for-hand start 开始。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="97"/>
        <source>HAND FOR HAND: hand {0}; tables still playing: {1}</source>
        <translation>逐手进行：第 {0} 手；仍在进行的桌：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/hand_for_hand.py" line="99"/>
        <source>HAND FOR HAND: between hands ({0} dealt); deal the next hand with tdesk hand-for-hand next</source>
        <translation>逐手进行：两手之间（已发 {0} 手）；用 tdesk hand-for-hand next 发下一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="27"/>
        <source>make an event a satellite (seats to a target event), or show its seats</source>
        <translation>将赛事设为卫星赛（奖励目标赛事的席位），或显示其席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="32"/>
        <source>what one seat is worth (0: the target event&apos;s buy-in and fee)</source>
        <translation>一个席位的价值（0：目标赛事的买入与手续费）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="34"/>
        <source>the target event&apos;s name</source>
        <translation>目标赛事名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="37"/>
        <source>the cash left over goes to the next place (default) or is shared by the seat winners (SAT-2)</source>
        <translation>剩余现金归下一名次（默认）或由获得席位者平分（SAT-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="41"/>
        <source>who may take a seat&apos;s value in cash (SAT-5; default already_seated)</source>
        <translation>谁可以领取席位价值的现金（SAT-5；默认 already_seated）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="43"/>
        <source>pay by the payout structure again</source>
        <translation>重新按奖金结构支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/satellite.py" line="45"/>
        <source>PLAYER</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="46"/>
        <source>record that this seat winner takes the seat&apos;s value in cash</source>
        <translation>记录该席位获得者领取席位价值的现金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="49"/>
        <source>with --seat-as-cash: the player already holds a seat in the target</source>
        <translation>配合 --seat-as-cash：该选手已持有目标赛事的席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="52"/>
        <source>print an event&apos;s results (a satellite&apos;s with its seats)</source>
        <translation>输出赛事成绩（卫星赛附其席位）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="73"/>
        <source>The event is paid by its payout structure again.</source>
        <translation>本赛事重新按奖励结构支付。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="90"/>
        <source>The event is not a satellite; set one with --seat-value and --target.</source>
        <translation>本赛事不是卫星赛；用 --seat-value 和 --target 设置。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="112"/>
        <source>the target event</source>
        <translation>目标赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="114"/>
        <source>Seats of {0} to {1}: {2}</source>
        <translation>价值 {0} 的 {1} 席位：{2}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="116"/>
        <source>Prize pool {0}: %n seat(s) of {1} to {2}</source>
        <translation>
            <numerusform>奖池 {0}：%n 个价值 {1} 的 {2} 席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="119"/>
        <source>remainder {0} in cash</source>
        <translation>现金余额 {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="121"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>剩 %n 名玩家：全部获得席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="136"/>
        <source>(dropped)</source>
        <translation>（已退赛）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/satellite.py" line="138"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n 分</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="161"/>
        <source>Kept back for the winner</source>
        <translation>留给冠军的奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/satellite.py" line="162"/>
        <source>bounties {0}</source>
        <translation>赏金 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="29"/>
        <source>Player screens for this event (read-only); open on a TV or phone:</source>
        <translation>本赛事的玩家屏幕（只读）；在电视或手机上打开：</translation>
    </message>
    <message>
        <location filename="../../tdesk/web/serve.py" line="33"/>
        <source>Stop with Ctrl+C.</source>
        <translation>按 Ctrl+C 停止。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/web/serve.py" line="42"/>
        <source>Stopped after %n request(s).</source>
        <translation>
            <numerusform>处理 %n 个请求后已停止。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="21"/>
        <source>put a player busted by mistake back in play (places, prizes and bounties follow)</source>
        <translation>让误判出局的选手重新回到比赛（名次、奖金和赏金随之更新）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="24"/>
        <source>the busted player&apos;s name</source>
        <translation>出局选手的姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="27"/>
        <source>the table (default: the seat balancing would give)</source>
        <translation>桌号（默认：平衡座位会给出的位置）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="29"/>
        <source>the seat at that table</source>
        <translation>该桌的座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="32"/>
        <source>their chips (default: their stack before the bust)</source>
        <translation>其筹码（默认：出局前的筹码量）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="35"/>
        <source>go ahead although a paid place moves (PL-3; written in the log)</source>
        <translation>即使已支付的名次会变动也继续（PL-3；记入日志）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="38"/>
        <source>only show what would change; nothing is saved</source>
        <translation>仅显示将要改变的内容；不保存任何内容</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="72"/>
        <source>Reinstated {0}: table {1} seat {2}, {3} chips.</source>
        <translation>{0} 已恢复参赛：{1}号桌 {2}号座，筹码 {3}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="82"/>
        <source>{0}: place {1} given up, back in play</source>
        <translation>{0}：放弃第{1}名，重新参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="85"/>
        <source>{0}: place {1} → {2}</source>
        <translation>{0}：名次 {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="88"/>
        <source>{0}: prize {1} → {2}</source>
        <translation>{0}：奖金 {1} → {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="91"/>
        <source>{0}: bounties collected {1} → {2}, head {3} → {4}</source>
        <translation>{0}：已得赏金 {1} → {2}，身价 {3} → {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/reinstate.py" line="95"/>
        <source>Paid places move: add --override to go ahead.</source>
        <translation>奖励名次会变动：加上 --override 以继续。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="24"/>
        <source>take a walk-in&apos;s entry (or a busted player&apos;s re-entry), register and seat them</source>
        <translation>收取现场报名（或出局选手的再次报名），登记并安排座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="28"/>
        <source>the player&apos;s name (a returning person is found by it)</source>
        <translation>选手姓名（据此找到回归的人员）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="30"/>
        <source>#ID</source>
        <translation>#编号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="31"/>
        <source>a person of the player database, by number: #305 or 305 (tdesk person find)</source>
        <translation>选手数据库中的人员，按编号：#305 或 305（tdesk person find）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="34"/>
        <source>a re-entry of a player who busted out of the event</source>
        <translation>已出局选手的再次报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="36"/>
        <source>how they paid (default cash)</source>
        <translation>付款方式（默认 cash）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="39"/>
        <source>take it although a paid place was already given (PL-3, recorded)</source>
        <translation>即使已产生付费名次也接受（PL-3，会被记录）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="42"/>
        <source>write the ticket (the receipt with table, seat and chips) as PDF</source>
        <translation>将入场券（含桌号、座位和筹码的收据）写为 PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="45"/>
        <source>the ticket&apos;s page: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>入场券页面：A4（默认）、Letter 或 80 毫米小票纸卷</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="56"/>
        <source>{0} is no person number (#305 or 305)</source>
        <translation>{0} 不是人员编号（#305 或 305）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="85"/>
        <source>Ticket written to {0}.</source>
        <translation>票据已写入 {0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="93"/>
        <source>re-entry</source>
        <translation>再次报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="94"/>
        <source>entry</source>
        <translation>参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="95"/>
        <source>{0}: {1} {2}, receipt {3}</source>
        <translation>{0}：{1} {2}，收据 {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="98"/>
        <source>not seated yet: the draw seats them; {0} chips</source>
        <translation>尚未入座：抽签时安排座位；{0} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/walk_in.py" line="101"/>
        <source>table {0}, seat {1}, {2} chips</source>
        <translation>{0}号桌 {1}号座，{2} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="36"/>
        <source>not set: new tables take the next numbers</source>
        <translation>未设置：新开的桌子取下一个编号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="37"/>
        <source>Tables used: {0}</source>
        <translation>使用的桌子：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="38"/>
        <source>Break order: {0}</source>
        <translation>拆桌顺序：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/room_tables.py" line="41"/>
        <source>Open tables (players seated): {0}</source>
        <translation>开放的桌子（在座玩家）：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="22"/>
        <source>create an event, of its own or from an earlier one (--from)</source>
        <translation>创建赛事，可独立创建或基于之前的赛事（--from）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="24"/>
        <source>the new event&apos;s name</source>
        <translation>新赛事的名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="26"/>
        <source>an earlier event to start from: its settings, tables, structure, fees, payouts and bounty format (not its players)</source>
        <translation>作为起点的以往赛事：其设置、桌子、结构、费用、奖金分配和赏金形式（不含选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="30"/>
        <source>poker, ofc, league or swiss (without --from; default poker)</source>
        <translation>poker、ofc、league 或 swiss（不带 --from 时；默认 poker）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="32"/>
        <source>the day, YYYY-MM-DD (default: today)</source>
        <translation>日期，YYYY-MM-DD（默认：今天）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="34"/>
        <source>the venue (default: the earlier event&apos;s)</source>
        <translation>场地（默认：之前赛事的场地）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="36"/>
        <source>the starting stack (default: the earlier event&apos;s, or the kind&apos;s)</source>
        <translation>起始筹码（默认：之前赛事的，或该类型的）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="54"/>
        <source>Created {0} from {1}: its settings, tables and break order, structure, fees, payouts and bounty format; no players.</source>
        <translation>已根据 {1} 创建 {0}：其设置、桌子和拆桌顺序、结构、费用、奖金分配和赏金格式；不含玩家。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="60"/>
        <source>Created {0}.</source>
        <translation>已创建 {0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/new_event.py" line="65"/>
        <source>Starting stack: {0}</source>
        <translation>起始筹码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff.py" line="53"/>
        <source>Floor staff name (it signs the log and the sheets; --staff next time): </source>
        <translation>现场工作人员姓名（用于签署日志和单据；下次可用 --staff）：</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="22"/>
        <source>the announcement line and the venue logo on the projector and TV page</source>
        <translation>投影和电视页面上的公告栏与场馆标志</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="24"/>
        <source>event name (the announcement is the event&apos;s)</source>
        <translation>赛事名称（公告属于该赛事）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="27"/>
        <source>TEXT</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="28"/>
        <source>one line under the clock, e.g. &apos;Dinner break at 20:00 — bar open&apos;</source>
        <translation>时钟下方的一行字，例如 &apos;20:00 晚餐休息 — 酒吧开放&apos;</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="30"/>
        <source>take the announcement down</source>
        <translation>撤下公告</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="34"/>
        <source>the venue&apos;s logo, a PNG or JPEG of at most 1 MB</source>
        <translation>场馆标志，不超过 1 MB 的 PNG 或 JPEG</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="36"/>
        <source>remove the venue&apos;s logo</source>
        <translation>移除场馆标志</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="58"/>
        <source>Announcement: {0}</source>
        <translation>公告：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="59"/>
        <source>Announcement: none</source>
        <translation>公告：无</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="61"/>
        <source>Venue logo: {0} bytes</source>
        <translation>场馆标志：{0} 字节</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/screens.py" line="62"/>
        <source>Venue logo: none</source>
        <translation>场馆标志：无</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="21"/>
        <source>Expected to end in about {0} weeks ({1}–{2}), about {3}.</source>
        <translation>预计约 {0} 周后结束（{1}–{2}），约在 {3}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="23"/>
        <source>Model: {0} players with {1} lives; each round every living player plays once and the loser loses a life; seeded simulations give {2}–{3} rounds (most likely {4}), one round a week.</source>
        <translation>模型：{0} 名玩家，每人 {1} 条命；每轮每位存活玩家比赛一次，败者失去一条命；带种子的模拟给出 {2}–{3} 轮（最可能 {4} 轮），每周一轮。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="29"/>
        <source>Expected to end about {0} ({1}–{2}).</source>
        <translation>预计约 {0} 结束（{1}–{2}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="32"/>
        <source>Model: {0} Swiss rounds and {1} top-cut rounds of {2} minutes, with a turnaround of {3}–{4} minutes between rounds (most likely {5}); the field of {6} suggests {7} Swiss rounds.</source>
        <translation>模型：{0} 轮瑞士轮和 {1} 轮淘汰赛，每轮 {2} 分钟，轮间准备 {3}–{4} 分钟（最可能 {5} 分钟）；{6} 名参赛者建议 {7} 轮瑞士轮。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="40"/>
        <source>Model: the event ends when the big blind summed over every minute of play reaches what the chips in play ({0}) need at a divisor of {1}–{2} (most likely {3}); with the blinds doubling each hour that is when the big blind reaches the chips over the divisor, and a faster structure ends at a smaller divisor: level {4}, {5}–{6}.</source>
        <translation>模型：当每分钟大盲在整场比赛中的累计达到在场筹码（{0}）在除数 {1}–{2}（最可能 {3}）下所需的量时比赛结束；盲注每小时翻倍时，即大盲达到在场筹码除以该除数之时，更快的结构在更小的除数时结束：第 {4} 级，{5}–{6}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="51"/>
        <source>Simulation: {0} seeded fields played hand by hand with the night player&apos;s bust model (all-ins more likely as stacks shrink against the blinds) end about {1} ({2}–{3}).</source>
        <translation>模拟：用夜场模拟器的淘汰模型逐手打完 {0} 个带种子的参赛阵容（筹码相对盲注越少，全下越可能），约在 {1} 结束（{2}–{3}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="57"/>
        <source>Field: {0} players and {1} re-entries expected.</source>
        <translation>参赛：预计 {0} 名玩家和 {1} 次再次报名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="60"/>
        <source>Re-made now from the actual field, chips and clock.</source>
        <translation>已按实际参赛人数、筹码和计时器重新估算。</translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="62"/>
        <source>The structure runs out first: levels beyond it are taken as the big blind doubling.</source>
        <translation>结构先用完：其后的级别按大盲翻倍计算。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/planner_text.py" line="64"/>
        <source>Calibrated by %n finished event(s) of this store.</source>
        <translation>
            <numerusform>已按本店 %n 场已结束的赛事校准。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/planner_text.py" line="66"/>
        <source>Not calibrated yet: the room&apos;s usual values are used.</source>
        <translation>尚未校准：使用常见的默认值。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="23"/>
        <source>floor staff PINs for the tablet pages: list, set, revoke</source>
        <translation>平板页面的现场工作人员 PIN：list、set、revoke</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="26"/>
        <source>set, revoke: the staff member&apos;s name</source>
        <translation>set、revoke：工作人员姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="29"/>
        <source>set: the PIN, 6 to 12 digits (default: a random one)</source>
        <translation>set：PIN，6 到 12 位数字（默认：随机生成）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="42"/>
        <source>PIN for {0}: {1} (write it down: it is not shown again)</source>
        <translation>{0} 的 PIN：{1}（请记下：之后不再显示）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="47"/>
        <source>PIN revoked for {0}</source>
        <translation>已吊销 {0} 的 PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="51"/>
        <source>No staff member has a PIN.</source>
        <translation>没有工作人员设有 PIN。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="54"/>
        <source>{0}: PIN set {1}</source>
        <translation>{0}：PIN 设于 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/staff_pins.py" line="55"/>
        <source>{0}: revoked {1}</source>
        <translation>{0}：吊销于 {1}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="91"/>
        <source>Archived %n row(s) to {0}</source>
        <translation>
            <numerusform>已将 %n 行归档到 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="104"/>
        <source>Moved %n row(s) into the venue database.</source>
        <translation>
            <numerusform>已将 %n 行移入场地数据库。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="106"/>
        <source>Hosting on {0}</source>
        <translation>主机地址：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="31"/>
        <source>keep a live standby copy of the host&apos;s database; --promote: the copy becomes the venue server</source>
        <translation>保留主机数据库的实时备用副本；--promote：备用副本成为场地服务器</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="35"/>
        <source>the host&apos;s address (address or address:port; default: the code&apos;s)</source>
        <translation>主机地址（地址或 地址:端口；默认：加入码中的地址）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="37"/>
        <location filename="../../tdesk/cli/venue.py" line="55"/>
        <source>the join code the host shows</source>
        <translation>主机显示的加入码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="39"/>
        <source>the host is gone: the copy here becomes the venue server</source>
        <translation>主机已失效：此处的备用副本成为场地服务器</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="41"/>
        <source>the one address the copy listens on and announces (default: every address)</source>
        <translation>备用副本监听并广播的唯一地址（默认：所有地址）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="44"/>
        <source>the copy&apos;s port (default: the last one, else 55433)</source>
        <translation>备用副本的端口（默认：上次使用的，否则 55433）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="46"/>
        <source>the copy&apos;s folder (default: &apos;standby&apos; in the user data folder)</source>
        <translation>备用副本的文件夹（默认：用户数据文件夹中的 &apos;standby&apos;）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="49"/>
        <source>once promoted, serve the player screens and the floor tablets&apos; staff pages on this port (with --event)</source>
        <translation>升级后在此端口提供选手屏幕和场地平板的工作人员页面（配合 --event）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="52"/>
        <source>the event whose screens and staff pages --screens serves</source>
        <translation>--screens 所提供屏幕和工作人员页面所属的赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="66"/>
        <source>Promoted: this laptop&apos;s copy is the venue server now.</source>
        <translation>已提升：本机的副本现在是场馆服务器。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="83"/>
        <source>Standby copy of {0} on port {1}: every action acknowledged on the host is kept here too.</source>
        <translation>{0} 的备用副本，端口 {1}：主机确认的每个操作也保存在这里。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="85"/>
        <source>If the host laptop dies: tdesk standby --promote   (Ctrl+C stops the copy)</source>
        <translation>如果主机笔记本故障：tdesk standby --promote   （Ctrl+C 停止副本）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="93"/>
        <source>Standby stopped.</source>
        <translation>备用副本已停止。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="123"/>
        <source>The copy was promoted: hosting on {0}:{1}</source>
        <translation>副本已提升：在 {0}:{1} 上主持</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="132"/>
        <source>Staff pages for the floor tablets: http://{0}:{1}/staff</source>
        <translation>场内平板的工作人员页面：http://{0}:{1}/staff</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="182"/>
        <location filename="../../tdesk/cli/venue.py" line="107"/>
        <source>Join code: {0}</source>
        <translation>加入码：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/standby.py" line="183"/>
        <source>Stations: tdesk join {0}:{1} --code {2}</source>
        <translation>工作站：tdesk join {0}:{1} --code {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="29"/>
        <source>host the store&apos;s events on the venue network (until Ctrl+C)</source>
        <translation>在场地网络上主持数据库中的赛事（直到按 Ctrl+C）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="31"/>
        <source>the one address to listen on and announce (default: every address; the code names the first private one)</source>
        <translation>唯一的监听和广播地址（默认：所有地址；加入码中为第一个私有地址）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="35"/>
        <source>the server&apos;s port (default: the last one)</source>
        <translation>服务器端口（默认：上次使用的）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="37"/>
        <source>the server&apos;s folder (default: &apos;venue&apos; in the user data folder)</source>
        <translation>服务器文件夹（默认：用户数据文件夹中的 &apos;venue&apos;）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="40"/>
        <source>do not announce on the network (stations type the address)</source>
        <translation>不在网络上广播（工作站手动输入地址）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="43"/>
        <source>write the venue database to a new SQLite file and exit</source>
        <translation>将场地数据库写入新的 SQLite 文件并退出</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="48"/>
        <source>join an event hosted on the venue network</source>
        <translation>加入场地网络上主持的赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="50"/>
        <source>the host&apos;s address (address or address:port)</source>
        <translation>主机地址（地址或 地址:端口）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="53"/>
        <source>list the hosts heard on the network (with --code: join the one the code names)</source>
        <translation>列出在网络上发现的主机（配合 --code：加入加入码所指的主机）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="57"/>
        <source>listen for hosts on this address only (may be repeated)</source>
        <translation>仅在此地址上监听主机（可重复）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="60"/>
        <source>how long --discover listens (default 3)</source>
        <translation>--discover 监听的秒数（默认 3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="62"/>
        <source>check the code and the schema, list the events and exit</source>
        <translation>检查加入码和数据库结构，列出赛事并退出</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="108"/>
        <source>Stations: tdesk join {0} --code {1}   (Ctrl+C stops hosting)</source>
        <translation>工作站：tdesk join {0} --code {1}   （按 Ctrl+C 停止主机）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="113"/>
        <source>Hosting stopped.</source>
        <translation>主机已停止。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/venue.py" line="125"/>
        <source>No host heard on the network; type the host&apos;s address: tdesk join ADDRESS --code CODE</source>
        <translation>网络上未发现主机；请输入主机地址：tdesk join ADDRESS --code CODE</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/cli/venue.py" line="148"/>
        <source>Joined {0}: %n event(s).</source>
        <translation>
            <numerusform>已加入 {0}：%n 个赛事。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>EVENT</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SOURCE</source>
        <translation>来源</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STAFF</source>
        <translation>工作人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>OUTPUT</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>ADDRESS</source>
        <extracomment>The placeholders argparse makes from an option&apos;s or argument&apos;s name when the option gives none (``--event EVENT``, ``file``): words of the help like any other. An option that names its own (``metavar=``) marks it where it is written.</extracomment>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="69"/>
        <source>BANDS</source>
        <translation>分档</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BEST</source>
        <translation>最佳数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="70"/>
        <source>BREAK_ORDER</source>
        <translation>拆桌顺序</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CHIPS</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DATE</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="72"/>
        <source>DEFAULT</source>
        <translation>默认</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="73"/>
        <source>ENCODING</source>
        <translation>编码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FIELD</source>
        <translation>参赛人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="74"/>
        <source>FOLDER</source>
        <translation>文件夹</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>GAME</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>INTERFACE</source>
        <translation>接口</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="76"/>
        <source>JUDGE</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="77"/>
        <source>KIND</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LABEL</source>
        <translation>标签</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="78"/>
        <source>LIMIT</source>
        <translation>上限</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>LISTEN</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="79"/>
        <source>METHOD</source>
        <translation>方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="80"/>
        <source>MINUTES</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="81"/>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REASON</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="83"/>
        <source>REENTRIES</source>
        <translation>再次报名数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>REQUEST</source>
        <translation>申请</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="84"/>
        <source>RESULT</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>ROUND</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="85"/>
        <source>RULING</source>
        <translation>裁决</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SEAT</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SECONDS</source>
        <translation>秒数</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="87"/>
        <source>SEED</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="88"/>
        <source>SIZE</source>
        <translation>尺寸</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="86"/>
        <source>SCREEN</source>
        <translation>屏幕</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="75"/>
        <source>HOST</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="82"/>
        <location filename="../../tdesk/cli/standby.py" line="48"/>
        <source>PORT</source>
        <translation>端口</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="71"/>
        <source>CODE</source>
        <translation>代码</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>file</source>
        <translation>文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>document</source>
        <translation>文档</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="89"/>
        <source>STACK</source>
        <translation>筹码量</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>START</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="90"/>
        <source>TABLE</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TABLES</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="91"/>
        <source>TARGET</source>
        <translation>目标</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>USE</source>
        <translation>用途</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="92"/>
        <source>VENUE</source>
        <translation>场地</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="93"/>
        <source>address</source>
        <translation>地址</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="94"/>
        <source>name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="95"/>
        <source>text</source>
        <translation>文本</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/help_text.py" line="99"/>
        <source>tdesk: {0} (see tdesk --help)</source>
        <translation>tdesk：{0}（参见 tdesk --help）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="22"/>
        <source>URL</source>
        <translation>URL</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="23"/>
        <source>store to use: a SQLite file (path.db or sqlite:///path.db) or postgresql+psycopg://… (default: the SQLite file in your user data folder)</source>
        <translation>要使用的数据库：SQLite 文件（path.db 或 sqlite:///path.db）或 postgresql+psycopg://…（默认：用户数据文件夹中的 SQLite 文件）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="27"/>
        <source>floor staff name for the audit log</source>
        <translation>记入操作日志的现场工作人员姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="36"/>
        <source>tdesk: tournament desk for poker, OFC, heads-up leagues and card-game Swiss.</source>
        <translation>tdesk：扑克、OFC、单挑联赛和卡牌瑞士轮的赛事管理台。</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="40"/>
        <source>VERB</source>
        <translation>命令</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="41"/>
        <source>what to do (tdesk VERB --help says how)</source>
        <translation>要执行的操作（tdesk 命令 --help 说明用法）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="43"/>
        <source>open the window (the default)</source>
        <translation>打开窗口（默认）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="45"/>
        <source>event to show first</source>
        <translation>首先显示的赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="48"/>
        <source>create a demo store (events of all four kinds) and open it</source>
        <translation>创建演示数据库（四种赛事各有）并打开</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="50"/>
        <source>only create the demo store</source>
        <translation>仅创建演示数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="52"/>
        <source>recreate without asking</source>
        <translation>不询问直接重新创建</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="55"/>
        <source>import players from CSV</source>
        <translation>从 CSV 导入选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="61"/>
        <source>auto (default: detected), utf-8, utf-8-sig, utf-16, cp1252, mac-roman, cp850, cp1251, koi8-r, cp866, iso-8859-5, mac-cyrillic, gbk, big5, shift-jis or euc-kr</source>
        <translation>auto（默认：自动识别）、utf-8、utf-8-sig、utf-16、cp1252、mac-roman、cp850、cp1251、koi8-r、cp866、iso-8859-5、mac-cyrillic、gbk、big5、shift-jis 或 euc-kr</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="70"/>
        <source>export players or results to CSV, or a Swiss event&apos;s rating list to JSON (docs/rating-export.md)</source>
        <translation>将选手或成绩导出为 CSV，或将瑞士轮赛事的等级分名单导出为 JSON（docs/rating-export.md）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="77"/>
        <source>write a document as PDF</source>
        <translation>将文档写为 PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="79"/>
        <source>document name (tdesk print list)</source>
        <translation>文档名称（tdesk print list）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="81"/>
        <source>PDF file to write</source>
        <translation>要写入的 PDF 文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="85"/>
        <source>for a round&apos;s sheet (pairings, slips): round N, not the latest</source>
        <translation>用于某轮的表单（配对、成绩单）：第 N 轮，而非最新一轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="89"/>
        <source>for the receipt: receipt N of the event, not the newest</source>
        <translation>用于收据：该赛事的第 N 张收据，而非最新一张</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="92"/>
        <source>for the receipt: A4 (default), Letter or an 80 mm receipt roll</source>
        <translation>用于收据：A4（默认）、Letter 或 80 毫米小票纸卷</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="95"/>
        <source>for the receipt: a reprint, marked COPY</source>
        <translation>用于收据：重新打印，标记为副本</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="97"/>
        <source>render a view to PNG</source>
        <translation>将视图渲染为 PNG</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="99"/>
        <source>view name (tdesk snapshot list)</source>
        <translation>视图名称（tdesk snapshot list）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="101"/>
        <source>PNG file to write</source>
        <translation>要写入的 PNG 文件</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="103"/>
        <source>WIDTHxHEIGHT (default 1600x1000)</source>
        <translation>宽x高（默认 1600x1000）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="106"/>
        <source>theme for views that have one (dark or light)</source>
        <translation>有主题的视图所用的主题（dark 或 light）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="110"/>
        <source>open the projector screen alone (a second process or station)</source>
        <translation>单独打开投影屏幕（第二个进程或工作站）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="113"/>
        <source>monitor number, from 1</source>
        <translation>显示器编号，从 1 开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="118"/>
        <source>serve the read-only player screens on the venue network</source>
        <translation>在场地网络上提供只读的选手屏幕</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="122"/>
        <source>address to listen on (default: every interface; 127.0.0.1: this computer only)</source>
        <translation>监听地址（默认：所有接口；127.0.0.1：仅本机）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="124"/>
        <source>TCP port (default 8080)</source>
        <translation>TCP 端口（默认 8080）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="126"/>
        <source>access code the address must carry (optional)</source>
        <translation>地址中必须带有的访问码（可选）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/parser.py" line="130"/>
        <source>write a consistent copy of the store</source>
        <translation>写出数据库的一致副本</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="22"/>
        <source>estimate when an event ends, as a range, and say how</source>
        <translation>估计赛事何时结束（给出范围）并说明依据</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="26"/>
        <source>expected players (default: during play the actual field, before it the entries so far)</source>
        <translation>预计选手人数（默认：比赛中为实际参赛人数，开赛前为目前的报名数）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="28"/>
        <source>expected re-entries (poker)</source>
        <translation>预计再次报名数（扑克）</translation>
    </message>
    <message>
        <location filename="../../tdesk/cli/plan.py" line="30"/>
        <source>start time HH:MM (default 19:00)</source>
        <translation>开始时间 HH:MM（默认 19:00）</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="40"/>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="41"/>
        <source>Slot</source>
        <translation>时段</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="42"/>
        <source>Player&apos;s report</source>
        <translation>选手报告</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="43"/>
        <source>Opponent&apos;s report</source>
        <translation>对手报告</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <source>Outcome</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Round</source>
        <translation>轮次</translation>
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
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="51"/>
        <source>List</source>
        <translation>登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Cards</source>
        <translation>张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="52"/>
        <source>Sideboard</source>
        <translation>备牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/decklists_tab.py" line="53"/>
        <source>Deck checks</source>
        <translation>套牌检查</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Judge</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="54"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <source>Hands left</source>
        <translation>剩余手数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties/tab.py" line="55"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="56"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="58"/>
        <source>Eligible (HU-E1)</source>
        <translation>资格（HU-E1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="59"/>
        <source>Registration</source>
        <translation>报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/tab.py" line="57"/>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <source>Games on site</source>
        <translation>网站场次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="57"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="528"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="84"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="58"/>
        <source>Contact</source>
        <translation>联系方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="60"/>
        <source>Paid</source>
        <translation>已付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="61"/>
        <source>Reserved table</source>
        <translation>保留桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="60"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="61"/>
        <source>Small blind</source>
        <translation>小盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="62"/>
        <source>Big blind</source>
        <translation>大盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="63"/>
        <source>Ante</source>
        <translation>前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="64"/>
        <source>BB ante</source>
        <translation>大盲前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="65"/>
        <source>Point value</source>
        <translation>每分筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="66"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="67"/>
        <source>Colour-up</source>
        <translation>换色</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock/structure_editor.py" line="68"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating/players_tab.py" line="59"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="527"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/league/widgets.py" line="44"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="529"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="60"/>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/rounds_tab.py" line="61"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="54"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="67"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="55"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="68"/>
        <source>W-L-D</source>
        <translation>胜-负-平</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="56"/>
        <source>Quality of wins</source>
        <translation>胜局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="57"/>
        <source>Quality of losses</source>
        <translation>负局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="58"/>
        <source>Quality of games</source>
        <translation>对局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="59"/>
        <source>Second order</source>
        <translation>二阶质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="60"/>
        <source>Head-to-head</source>
        <translation>直接交锋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <source>Penalties</source>
        <translation>判罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="61"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Lot</source>
        <translation>抽签</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="62"/>
        <source>Ahead of next by</source>
        <translation>领先下一名依据</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="63"/>
        <source>Draft pod</source>
        <translation>轮抽分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="64"/>
        <source>Place in the pod</source>
        <translation>组内名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Top cut</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="65"/>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="74"/>
        <source>Prize</source>
        <translation>奖品</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Wins q.</source>
        <translation>胜局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="69"/>
        <source>Losses q.</source>
        <translation>负局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>Games q.</source>
        <translation>对局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="70"/>
        <source>2nd order</source>
        <translation>二阶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>H2H</source>
        <translation>交锋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="71"/>
        <source>Pen.</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="72"/>
        <source>Decided</source>
        <translation>决定因素</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>Pod</source>
        <translation>分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/swiss/standings_tab.py" line="73"/>
        <source>In pod</source>
        <translation>组内</translation>
    </message>
</context>
<context>
    <name>documents</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="44"/>
        <source>Player list</source>
        <extracomment>File › Print menu titles of tdesk/print/registry.py (test_labels checks none is missing).</extracomment>
        <translation>选手名单</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="45"/>
        <source>Structure</source>
        <translation>盲注结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="46"/>
        <source>Chip race</source>
        <translation>筹码比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="47"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>裁判报告：判罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="48"/>
        <source>Seat cards</source>
        <translation>座位卡</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="49"/>
        <source>Table sheets</source>
        <translation>桌单</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="50"/>
        <source>Seating list</source>
        <translation>座位表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="51"/>
        <source>Move slips</source>
        <translation>换桌单</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="52"/>
        <source>OFC hand history</source>
        <translation>OFC 牌局记录</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="53"/>
        <source>Payouts (wall)</source>
        <translation>奖金表（张贴）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="54"/>
        <source>Results</source>
        <translation>成绩</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="55"/>
        <source>Chip counts</source>
        <translation>筹码统计</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="56"/>
        <source>Bag sheet (flight)</source>
        <translation>封袋表（组别）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="57"/>
        <source>Receipt (newest)</source>
        <translation>收据（最新）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="58"/>
        <source>Round pairings and schedule</source>
        <translation>本轮对阵与赛程</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="59"/>
        <source>League ranking</source>
        <translation>联赛排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="60"/>
        <source>Pairings by table</source>
        <translation>按桌对阵表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="61"/>
        <source>Pairings by name (wall)</source>
        <translation>按姓名对阵表（张贴）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="62"/>
        <source>Result slips</source>
        <translation>成绩单</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="63"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="64"/>
        <source>Top cut bracket</source>
        <translation>淘汰赛对阵图</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="65"/>
        <source>Draft pod seatings</source>
        <translation>轮抽分组座位表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="66"/>
        <source>Seating by name (players&apos; meeting)</source>
        <translation>按姓名查座位（选手会议）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="67"/>
        <source>Decklists (a sheet per player)</source>
        <translation>套牌登记表（每位选手一页）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="68"/>
        <source>Decklists missing</source>
        <translation>未交套牌登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="69"/>
        <source>Player codes (phone reports; issues new codes)</source>
        <translation>选手代码（手机报告；签发新代码）</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="49"/>
        <source>Table {table} has {count}, table {table2} has {count2} (TDA-B1)</source>
        <translation>{table} 号桌 {count} 人，{table2} 号桌 {count2} 人（TDA-B1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="50"/>
        <source>seat {seat} drawn at random before the first hand (TDA-B2)</source>
        <translation>首手牌前随机抽中 {seat} 号座位（TDA-B2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="51"/>
        <source>seat {seat} is last to be dealt in (TDA-B3)</source>
        <translation>{seat} 号座位最后发牌（TDA-B3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="52"/>
        <source>seat {seat} has no position yet (TDA-B2)</source>
        <translation>{seat} 号座位尚无位置（TDA-B2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="53"/>
        <source>seat {seat} is big blind next but has a fixed seat; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>{seat} 号座位下一手是大盲但座位固定；下一个下大盲的是 {seat2} 号座位（TDA-B2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="55"/>
        <source>seat {seat} is big blind next (TDA-B2)</source>
        <translation>{seat} 号座位下一手是大盲（TDA-B2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="56"/>
        <source>seat {seat} at table {table} drawn at random</source>
        <translation>随机抽中 {table} 号桌 {seat} 号座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="57"/>
        <source>seat {seat} at table {table}, the last seat dealt in (TDA-B3)</source>
        <translation>{table} 号桌 {seat} 号座位，最后发牌的座位（TDA-B3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="58"/>
        <source>seat {seat} at table {table}, the lowest open seat</source>
        <translation>{table} 号桌 {seat} 号座位，编号最小的空位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="59"/>
        <source>seat {seat} at table {table} is the only open seat and waits for the button to pass (TDA-S3)</source>
        <translation>{table} 号桌 {seat} 号座位是唯一空位，需等庄家按钮经过（TDA-S3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="61"/>
        <source>seat {seat} at table {table} takes the big blind next hand (TDA-B2)</source>
        <translation>{table} 号桌 {seat} 号座位下一手下大盲（TDA-B2）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="63"/>
        <source>seat {seat} at table {table} posts the big blind after %n hand(s), the worst open position (TDA-B2)</source>
        <translation>
            <numerusform>{table} 号桌 {seat} 号座位 %n 手牌后下大盲，最差的空位（TDA-B2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="65"/>
        <source>Table {table} breaks: %n players fit {count} tables (TDA-B6)</source>
        <translation>
            <numerusform>{table} 号桌拆桌：%n 名玩家可坐满 {count} 张桌（TDA-B6）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="67"/>
        <source>seat {seat} at table {table} drawn, the shortest table (TDA-B4)</source>
        <translation>抽中 {table} 号桌 {seat} 号座位，人数最少的桌（TDA-B4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="68"/>
        <source>waits for the button to pass (TDA-S3)</source>
        <translation>需等庄家按钮经过（TDA-S3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="69"/>
        <source>set the button to know whether the seat waits (TDA-S3)</source>
        <translation>设置庄家按钮以确定该座位是否需要等待（TDA-S3）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="70"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn</source>
        <translation>
            <numerusform>%n 名玩家可坐进 {count} 人决赛桌（TDA-F1）：抽中 {table} 号桌 {seat} 号座位</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="72"/>
        <source>%n players fit the final table of {count} (TDA-F1): seat {seat} at table {table} drawn (a fixed seat cannot follow a redraw)</source>
        <translation>
            <numerusform>%n 名玩家可坐进 {count} 人决赛桌（TDA-F1）：抽中 {table} 号桌 {seat} 号座位（重新抽座时固定座位不保留）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="75"/>
        <source>wait at seat {seat} until it is free</source>
        <translation>先在 {seat} 号座位等待，直到目标座位空出</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="76"/>
        <source>{player} was found at table {table} seat {seat} but drew table {table2} seat {seat2}</source>
        <translation>{player} 坐在 {table} 号桌 {seat} 号座位，但抽到的是 {table2} 号桌 {seat2} 号座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="78"/>
        <source>moves there with the current stack (TDA-S2)</source>
        <translation>带着当前筹码移到该座位（TDA-S2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="79"/>
        <source>Table {table} is 3 or more players short of the fullest table: play halts there until it is balanced (TDA-B5)</source>
        <translation>{table} 号桌比人数最多的桌少 3 人或以上：该桌暂停，直到平衡为止（TDA-B5）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="81"/>
        <source>No table can seat a final table of {count}: unblock seats (TDA-F1)</source>
        <translation>没有桌子能容纳 {count} 人的决赛桌：请解除封锁的座位（TDA-F1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="83"/>
        <source>Final table {table}: draw for the button before the first hand</source>
        <translation>决赛桌 {table} 号桌：首手牌前抽定庄家按钮</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="84"/>
        <source>Table {table} holds a fixed seat but must break (TDA-B6)</source>
        <translation>{table} 号桌有固定座位，但必须拆桌（TDA-B6）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="85"/>
        <source>Set the button at table(s) {tables}: %n balancing move(s) wait for it (TDA-B2)</source>
        <translation>
            <numerusform>请设置 {tables} 号桌的庄家按钮：%n 次平衡换座在等待（TDA-B2）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="87"/>
        <source>Table {table}: every player has a fixed seat; nobody can move</source>
        <translation>{table} 号桌：所有玩家都是固定座位，无人可移动</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="88"/>
        <source>Table {table}: every player has a fixed seat or was moved in by this plan; nobody can move</source>
        <translation>{table} 号桌：所有玩家都是固定座位或本计划刚调入的；无人可调动</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="90"/>
        <source>seat {seat} is big blind next but was moved in by this plan; seat {seat2} is next to post it (TDA-B2)</source>
        <translation>{seat} 号座位下一手是大盲，但该玩家是本计划刚调入的；由 {seat2} 号座位接着下大盲（TDA-B2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="92"/>
        <source>seat {seat} at table {table}: every open seat there is the button or the small blind</source>
        <translation>{table} 号桌 {seat} 号座位：该桌所有空位都是庄位或小盲位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="95"/>
        <source>Seats are drawn already: add late entries one by one instead.</source>
        <translation>座位已抽签分配：请改为逐个添加延迟报名的选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="96"/>
        <source>No active player is registered: nobody to seat.</source>
        <translation>没有已报名的有效选手：无人可入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="97"/>
        <source>No moves are pending: the room is balanced.</source>
        <translation>没有待执行的换座：牌桌已平衡。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="103"/>
        <source>The final has been played: the event is over.</source>
        <translation>决赛已经打完：赛事结束。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="104"/>
        <source>The top cut has started.</source>
        <translation>淘汰赛已经开始。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="105"/>
        <source>Round {round} still has results missing.</source>
        <translation>第 {round} 轮仍有结果缺失。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="106"/>
        <source>{name} is already dropped (CG-P2): nothing changed.</source>
        <translation>{name} 已经退赛（CG-P2）：没有任何更改。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="107"/>
        <source>{name} is not dropped: nothing to take back.</source>
        <translation>{name} 未退赛：无需恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="108"/>
        <source>Only the latest Swiss round can be paired again (round {round}).</source>
        <translation>只有最新一轮瑞士轮可以重新配对（第{round}轮）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="109"/>
        <source>Round {round} already has results: correct them instead.</source>
        <translation>第{round}轮已有成绩：请改为更正成绩。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="110"/>
        <source>%n conflict(s) waiting for an admin (HU-R2)</source>
        <translation>
            <numerusform>%n 个冲突等待管理员裁决（HU-R2）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="111"/>
        <source>%n game(s) waiting for reports until the cut-off (HU-R3)</source>
        <translation>
            <numerusform>%n 局在截止时间前等待报告（HU-R3）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="113"/>
        <source>Round {round} has ended: correct a result instead.</source>
        <translation>第 {round} 轮已结束：请改为更正结果。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="114"/>
        <source>Start the season first: seeds come before the first pairing.</source>
        <translation>请先开始赛季：种子排定在首次配对之前。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="115"/>
        <source>Round {round} is still open: end it first.</source>
        <translation>第 {round} 轮仍未结束：请先结束该轮。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="116"/>
        <source>The season has its winner: no more rounds.</source>
        <translation>赛季已产生冠军：不再有新的轮次。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="122"/>
        <source>every player left has won a seat: there is nothing to deal</source>
        <translation>剩余玩家都已获得席位：没有可分配的奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="123"/>
        <source>seats are not priced by ICM: a satellite has no ICM deal</source>
        <translation>席位不按 ICM 计价：卫星赛没有 ICM 协议</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="124"/>
        <source>a deal would pay seats in cash, which this venue does not allow</source>
        <translation>协议会把席位折成现金，而本场地不允许</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="126"/>
        <source>a seat cannot be taken as cash at this venue</source>
        <translation>本场地不允许将席位折现</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="127"/>
        <source>a seat can be taken as cash only by a player who already holds a seat in the target event</source>
        <translation>只有已持有目标赛事席位的玩家才能将席位折现</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="129"/>
        <source>prize pool {count}: does not buy one seat of {count2}</source>
        <translation>奖池 {count}：不足以购买一个价值 {count2} 的席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="130"/>
        <source>prize pool {count}: buys {count2} seats of {count3} but there are only {count4} entries</source>
        <translation>奖池 {count}：可购买 {count2} 个价值 {count3} 的席位，但只有 {count4} 个参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="137"/>
        <source>entry: already paid</source>
        <translation>报名：已付款</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="138"/>
        <source>entry: registration is closed</source>
        <translation>报名：报名已截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="139"/>
        <source>re-entry: the first entry is not paid yet</source>
        <translation>再次报名：首次报名尚未付款</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="140"/>
        <source>re-entry: the player is still in; a re-entry is for a busted player</source>
        <translation>再次报名：该选手仍在比赛中；再次报名仅适用于已出局的选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="142"/>
        <source>re-entry: at most {count} per player</source>
        <translation>再次报名：每位选手最多 {count} 次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="143"/>
        <source>re-entry: registration is closed</source>
        <translation>再次报名：报名已截止</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="144"/>
        <source>rebuy: the entry is not paid yet</source>
        <translation>重购：报名尚未付款</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="145"/>
        <source>rebuy: the player is out</source>
        <translation>重购：该选手已出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="146"/>
        <source>rebuy: at most {count} per player</source>
        <translation>重购：每位选手最多 {count} 次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="147"/>
        <source>rebuy: the rebuy period is over</source>
        <translation>重购：重购期已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="148"/>
        <source>add-on: this event has no add-on</source>
        <translation>加码：本赛事没有加码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="149"/>
        <source>add-on: the entry is not paid yet</source>
        <translation>加码：报名尚未付款</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="150"/>
        <source>add-on: the player is out</source>
        <translation>加码：该选手已出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="151"/>
        <source>add-on: already taken</source>
        <translation>加码：已加码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="152"/>
        <source>Percents {text}: type a percent for each paid place, e.g. 50 30 20</source>
        <translation>百分比 {text}：请为每个奖励名次输入一个百分比，例如 50 30 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="154"/>
        <source>Percents {text}: percents: percents add up to {total}, must be 100</source>
        <translation>百分比 {text}：百分比合计为 {total}，必须为 100</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="156"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, more than place {above}</source>
        <translation>百分比 {text}：第 {place} 名获得 {percent}%，多于第 {above} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="158"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, must be more than 0</source>
        <translation>百分比 {text}：第 {place} 名获得 {percent}%，必须大于 0</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="160"/>
        <source>Percents {text}: percents: place {place} pays {percent}%, at most 4 decimals</source>
        <translation>百分比 {text}：第 {place} 名获得 {percent}%，最多 4 位小数</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="162"/>
        <source>Percents {text}: percent {value}: must be a number</source>
        <translation>百分比 {text}：百分比 {value} 必须是数字</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="163"/>
        <source>players in the deal {count}: a deal needs at least {count2}</source>
        <translation>协议人数 {count}：协议至少需要 {count2} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="164"/>
        <source>players in the deal {count}: at most {count2}</source>
        <translation>协议人数 {count}：最多 {count2} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="165"/>
        <source>Reason {text}: cannot be empty: say what the penalty is for</source>
        <translation>原因 {text}：不能为空：请说明处罚的原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="166"/>
        <source>Penalty {label}: Suspension cannot be given at {level} enforcement level: only at Professional or above (CG-J1)</source>
        <translation>处罚 {label}：在 {level} 执法级别不能给予禁赛：仅限 Professional 或更高级别 (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="168"/>
        <source>Penalty {label}: {penalty} instead of the recommended {penalty2} at {level} level needs the head judge&apos;s agreement: ask the head judge and record it (CG-J1)</source>
        <translation>处罚 {label}：在 {level} 级别以 {penalty} 代替推荐的 {penalty2} 需要主裁判同意：请询问主裁判并记录 (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="172"/>
        <source>the prize was already handed over: a prize is paid once</source>
        <translation>奖金已发放：每份奖金只发放一次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="173"/>
        <source>no prize (yet): nothing to hand over</source>
        <translation>（尚）无奖金：无可发放</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="174"/>
        <source>still playing for the amount the deal kept back: hand the prize over when the play is over</source>
        <translation>仍在争夺协议保留的金额：比赛结束后再发放奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="180"/>
        <source>the clock cannot start: it is already running</source>
        <translation>无法启动计时：计时已在运行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="181"/>
        <source>the clock cannot start: it is already paused</source>
        <translation>无法启动计时：计时已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="182"/>
        <source>the clock cannot start: it is already finished</source>
        <translation>无法启动计时：计时已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="183"/>
        <source>the clock cannot pause: it is not started</source>
        <translation>无法暂停计时：计时尚未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="184"/>
        <source>the clock cannot pause: it is paused</source>
        <translation>无法暂停计时：计时已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="185"/>
        <source>the clock cannot pause: it is finished</source>
        <translation>无法暂停计时：计时已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="186"/>
        <source>the clock cannot resume: it is not started</source>
        <translation>无法继续计时：计时尚未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="187"/>
        <source>the clock cannot resume: it is running</source>
        <translation>无法继续计时：计时正在运行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="188"/>
        <source>the clock cannot resume: it is finished</source>
        <translation>无法继续计时：计时已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="189"/>
        <source>this is the last level of the structure; there is no next level</source>
        <translation>这是结构的最后一个级别；没有下一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="191"/>
        <source>this is the first level; there is no previous level</source>
        <translation>这是第一个级别；没有上一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="192"/>
        <source>the clock has finished; go back to a level before changing its time</source>
        <translation>计时已结束；请先回到某一级别再修改其时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="194"/>
        <source>the level has not started; nothing to restart</source>
        <translation>该级别尚未开始；无需重新开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="195"/>
        <source>the clock has already finished</source>
        <translation>计时已经结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="196"/>
        <source>level {count} has no colour-up into a larger chip</source>
        <translation>第 {count} 级别没有兑换为更大筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="197"/>
        <source>the break after level {count} has no colour-up into a larger chip</source>
        <translation>第 {count} 级别后的休息没有兑换为更大筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="200"/>
        <source>hand-for-hand is not on</source>
        <translation>未处于逐手进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="201"/>
        <source>hand-for-hand is on already</source>
        <translation>已处于逐手进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="202"/>
        <source>table {table} is still playing the hand: move the player once it has reported</source>
        <translation>{table} 号桌仍在进行本手：该桌报告后再移动玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="204"/>
        <source>hand-for-hand needs at least 3 players left, not {count}</source>
        <translation>逐手进行至少需要剩余 3 名玩家，而不是 {count}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="205"/>
        <source>the hand is still playing at table {table}</source>
        <translation>第 {table} 桌的这手牌仍在进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="206"/>
        <source>the hand is still playing at tables {tables}</source>
        <translation>第 {tables} 桌的这手牌仍在进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="207"/>
        <source>no hand-for-hand hand is in play: start the hand first</source>
        <translation>没有正在进行的逐手牌局：请先发下一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="208"/>
        <source>table {table} is not playing hand-for-hand</source>
        <translation>第 {table} 桌未参加逐手进行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="209"/>
        <source>table {table} has reported this hand already</source>
        <translation>第 {table} 桌已报告过这手牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="214"/>
        <source>line {line}: {quoted} has no count: write it in digits, as {example} (DECK-1)</source>
        <translation>第 {line} 行：{quoted} 没有张数：请用数字书写，如 {example}（DECK-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="216"/>
        <source>line {line}: {quoted} has two counts (DECK-1)</source>
        <translation>第 {line} 行：{quoted} 有两个张数（DECK-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="217"/>
        <source>line {line}: {quoted} has no card name (DECK-1)</source>
        <translation>第 {line} 行：{quoted} 没有卡名（DECK-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="218"/>
        <source>line {line}: {quoted} count {value} is not a whole number (DECK-1)</source>
        <translation>第 {line} 行：{quoted} 的张数 {value} 不是整数（DECK-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="220"/>
        <source>line {line}: {quoted} count {number}: must be at least 1 (DECK-8)</source>
        <translation>第 {line} 行：{quoted} 张数 {number}：至少为 1（DECK-8）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="222"/>
        <source>line {line}: {quoted} count {number}: at most {most} (DECK-8)</source>
        <translation>第 {line} 行：{quoted} 张数 {number}：最多 {most}（DECK-8）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="223"/>
        <source>line {line}: card name of {number} characters: at most {most} (DECK-8)</source>
        <translation>第 {line} 行：卡名有 {number} 个字符：最多 {most}（DECK-8）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="225"/>
        <source>line {line}: {quoted}: this event has no sideboard (DECK-2)</source>
        <translation>第 {line} 行：{quoted}：本赛事没有备牌（DECK-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="226"/>
        <source>line {line}: {quoted}: the main deck started already (DECK-2)</source>
        <translation>第 {line} 行：{quoted}：主牌部分已经开始（DECK-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="227"/>
        <source>line {line}: {quoted}: the sideboard started already (DECK-2)</source>
        <translation>第 {line} 行：{quoted}：备牌部分已经开始（DECK-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="228"/>
        <source>line {line}: {quoted} says {number} cards, the lines under it add up to {total} (DECK-2)</source>
        <translation>第 {line} 行：{quoted} 标明 {number} 张，其下各行合计 {total} 张（DECK-2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="230"/>
        <source>the list has no card lines (DECK-1)</source>
        <translation>登记中没有卡牌行（DECK-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="231"/>
        <source>main deck of {number} cards: at least {most} (DECK-3)</source>
        <translation>主牌 {number} 张：至少 {most} 张（DECK-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="232"/>
        <source>main deck of {number} cards: at most {most} (DECK-3)</source>
        <translation>主牌 {number} 张：最多 {most} 张（DECK-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="233"/>
        <source>sideboard of {number} cards: this event has no sideboard (DECK-3)</source>
        <translation>备牌 {number} 张：本赛事没有备牌（DECK-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="235"/>
        <source>sideboard of {number} cards: at most {most} (DECK-3)</source>
        <translation>备牌 {number} 张：最多 {most} 张（DECK-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="236"/>
        <source>{name}: {number} copies, at most {most} (DECK-4)</source>
        <translation>{name}：{number} 张，最多 {most} 张（DECK-4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="237"/>
        <source>The decklist is locked: the player&apos;s first round is paired. Only the head judge can change it, with a reason (DECK-5).</source>
        <translation>套牌登记已锁定：该选手的第一轮已配对。只有主裁判可以修改，并须说明原因（DECK-5）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="239"/>
        <source>reason is empty: a locked decklist changes only with the head judge&apos;s reason written in the log (DECK-5)</source>
        <translation>原因为空：锁定的套牌登记只能在主裁判写明原因并记入日志后修改（DECK-5）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="241"/>
        <source>List matches the deck</source>
        <translation>登记与套牌一致</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="242"/>
        <source>Deck does not match the list</source>
        <translation>套牌与登记不符</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="243"/>
        <source>Deck illegal</source>
        <translation>套牌不合规</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="244"/>
        <source>note is empty: &apos;{reason}&apos; needs what the judge found (DECK-6)</source>
        <translation>备注为空：“{reason}”须写明裁判的发现（DECK-6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="245"/>
        <source>judge is empty: a deck check names the judge who made it (DECK-6)</source>
        <translation>裁判为空：套牌检查须写明执行的裁判（DECK-6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="247"/>
        <source>infraction {value}: &apos;{reason}&apos; gives no penalty (DECK-6)</source>
        <translation>违规 {value}：“{reason}”不给予判罚（DECK-6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="253"/>
        <source>Pods {count}: {count2} players cannot make pods of {count3} to {count4} (CG-D1).</source>
        <translation>轮抽分组 {count}：{count2} 名玩家无法分成每组 {count3} 至 {count4} 人 (CG-D1)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="255"/>
        <source>Pods {pods}: {name} has no pod (CG-D3).</source>
        <translation>轮抽分组 {pods}：{name} 没有分组 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="256"/>
        <source>Pods {pods}: {name} is not a player of the event (CG-D3).</source>
        <translation>轮抽分组 {pods}：{name} 不是本赛事的玩家 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="257"/>
        <source>Pods {pods}: Pod {count} is empty: number the pods 1 to {count2} (CG-D3).</source>
        <translation>轮抽分组 {pods}：第 {count} 组为空：请将分组编号为 1 至 {count2} (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="259"/>
        <source>Pods {pods}: Pod {count} has {count2} players: a pod has {count3} to {count4} (CG-D3).</source>
        <translation>轮抽分组 {pods}：第 {count} 组有 {count2} 名玩家：每组应为 {count3} 至 {count4} 人 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="261"/>
        <source>Pods {pods}: Player listed twice: {names}</source>
        <translation>轮抽分组 {pods}：玩家重复列出：{names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="262"/>
        <source>Draft pods: no player has a pod yet. Draw the pods or place the players by hand (Draft pods…) before pairing (CG-D3).</source>
        <translation>轮抽分组：还没有任何选手分组。请先抽签分组或手动安排选手（轮抽分组…），再进行配对 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="264"/>
        <source>Draft pods: {names} has no pod; assign the pods first (CG-D3).</source>
        <translation>轮抽分组：{names} 没有分组；请先分配分组 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="265"/>
        <source>Draft pods: {names} have no pod; assign the pods first (CG-D3).</source>
        <translation>轮抽分组：{names} 没有分组；请先分配分组 (CG-D3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="267"/>
        <source>Reserved table {table}: Table {table2} is reserved for {name} already: {name2} cannot have it too (CG-T10).</source>
        <translation>保留桌号 {table}：{table2} 号桌已保留给 {name}：{name2} 不能再保留 (CG-T10)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="272"/>
        <source>The next round is paired: this round is over (CG-R1-A).</source>
        <translation>下一轮已配对：本轮已结束 (CG-R1-A)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="273"/>
        <source>Table {table} does not play this round (CG-R1).</source>
        <translation>{table} 号桌本轮没有比赛 (CG-R1)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="274"/>
        <source>Round {round} has no table playing: no judge call or extra time (CG-R1).</source>
        <translation>第 {round} 轮没有正在比赛的桌：不能呼叫裁判，也不能加时 (CG-R1)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="276"/>
        <source>Table {table} has its result in: its time is over (CG-R1-A).</source>
        <translation>{table} 号桌已录入结果：其时间已结束 (CG-R1-A)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="277"/>
        <source>Extension must be from 1 to {count} minutes: {count2}</source>
        <translation>加时必须为 1 至 {count} 分钟：{count2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="278"/>
        <source>An extension names the judge who gave it (CG-R1).</source>
        <translation>加时须注明给予加时的裁判 (CG-R1)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="279"/>
        <source>An extension gives its reason (CG-R1).</source>
        <translation>加时须注明原因 (CG-R1)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="283"/>
        <source>Ratings were applied for this event at {when} (RAT-5): undo that action to apply them again.</source>
        <translation>本赛事的等级分已于 {when} 更新（RAT-5）：撤销该操作后才能再次更新。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="285"/>
        <source>Still waiting for %n result(s) (RAT-5): ratings are applied once every result is in.</source>
        <translation>
            <numerusform>仍有 %n 个结果未录入（RAT-5）：所有结果录入后才能更新等级分。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="287"/>
        <source>This event has no played match to rate (RAT-3).</source>
        <translation>本赛事没有可计算等级分的已赛比赛（RAT-3）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="292"/>
        <source>envelopes {value}: write each as VALUExCOUNT, e.g. 1000x4</source>
        <translation>信封 {value}：每项写成 面值x数量，例如 1000x4</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="293"/>
        <source>cash share {value}: must be a fraction such as 1/2</source>
        <translation>现金比例 {value}：必须是分数，例如 1/2</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="294"/>
        <source>cash share {value}: must be more than 0 and at most 1</source>
        <translation>现金比例 {value}：必须大于 0 且不超过 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="295"/>
        <source>envelopes: a mystery format needs at least one envelope</source>
        <translation>信封：神秘赏金至少需要一个信封</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="296"/>
        <source>envelope value {value}: listed twice, give one count</source>
        <translation>信封面值 {value}：重复列出，请只给一个数量</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="297"/>
        <source>envelope value {value}: must be from {low} to {high}</source>
        <translation>信封面值 {value}：必须在 {low} 到 {high} 之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="298"/>
        <source>count of the {count} envelopes {value}: must be from {low} to {high}</source>
        <translation>面值 {count} 的信封数量 {value}：必须在 {low} 到 {high} 之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="300"/>
        <source>{event}: {reason}.</source>
        <translation>{event}：{reason}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="301"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 to change the bags.</source>
        <translation>{event} 的第二天已有玩家：撤销第二天后才能修改封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="303"/>
        <source>Day 2 of {event} has its players already: undo the Day 2 before adding a flight.</source>
        <translation>{event} 的第二天已有玩家：撤销第二天后才能添加组别。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="305"/>
        <source>{action} refused: Day 2 of {event} is built from the bags of {event2}, and this would change its bags, busts or payments. Undo Build Day 2 first (Log tab).</source>
        <translation>{action}被拒绝：{event} 的第二天由 {event2} 的封袋生成，此操作会改变其封袋、出局或付款。请先撤销生成第二天（日志标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="309"/>
        <source>{name} is not in {event}: a re-entry is for a player who busted out of it; take an entry.</source>
        <translation>{name} 不在 {event} 中：再次报名只适用于已出局的玩家；请办理报名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="311"/>
        <source>Name {name}: {count} people of the player database are called that ({names}); say which one.</source>
        <translation>姓名 {name}：玩家数据库中有 {count} 人叫这个名字（{names}）；请指明是哪一位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="314"/>
        <source>{name} has not paid the entry: take the payment first; a registered player who has not paid is not in play.</source>
        <translation>{name} 尚未支付报名费：请先收款；已登记但未付款的玩家不在比赛中。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="316"/>
        <source>{name} has no seat: only a seated player can be busted.</source>
        <translation>{name} 没有座位：只有已就座的玩家才能被淘汰。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="317"/>
        <source>Availability of {name} &apos;{marks}&apos;: {count} of {total} slots marked 3 (impossible); fewer than half may be</source>
        <translation>{name} 的时段 &apos;{marks}&apos;：{total} 个时段中有 {count} 个标为 3（不行）；须少于一半</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="321"/>
        <source>pod {count}: {names}</source>
        <extracomment>One pod of a hand assignment as a refusal names it (&quot;pod 2: Ann, Bob&quot;), in ``{pods}``.</extracomment>
        <translation>第 {count} 组：{names}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="325"/>
        <source>Remark</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="326"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="327"/>
        <source>Game loss</source>
        <translation>判负一局</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="328"/>
        <source>Match loss</source>
        <translation>判负整场</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="329"/>
        <source>Disqualification</source>
        <translation>取消资格</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="330"/>
        <source>Disqualification without prizes</source>
        <translation>取消资格且无奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="331"/>
        <source>Suspension</source>
        <translation>禁赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="332"/>
        <source>Verbal warning</source>
        <translation>口头警告</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="333"/>
        <source>One-hand penalty</source>
        <translation>罚停一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="334"/>
        <source>1-round penalty</source>
        <translation>罚停 1 圈</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="335"/>
        <source>2-round penalty</source>
        <translation>罚停 2 圈</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="336"/>
        <source>3-round penalty</source>
        <translation>罚停 3 圈</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="337"/>
        <source>4-round penalty</source>
        <translation>罚停 4 圈</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="338"/>
        <source>Exposed a card out of turn</source>
        <translation>未轮到时亮牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="339"/>
        <source>Missed a hand</source>
        <translation>错过一手牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="340"/>
        <source>Did not act in time / left the table</source>
        <translation>未按时行动 / 离开牌桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="341"/>
        <source>accumulation</source>
        <translation>累计处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="343"/>
        <source>{penalty} for &apos;{reason}&apos;</source>
        <translation>因“{reason}”给予{penalty}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="344"/>
        <source>+ {penalty} (PEN-1)</source>
        <translation>+ {penalty}（PEN-1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="345"/>
        <source>recommended is {penalty} (CG-J1)</source>
        <translation>建议处罚为{penalty}（CG-J1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="346"/>
        <source>recommended is {penalty} with the head judge&apos;s agreement (CG-J1)</source>
        <translation>建议处罚为{penalty}，经主裁判同意（CG-J1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="348"/>
        <source>{penalty}: repeat offence after a warning (PEN-P2)</source>
        <translation>{penalty}：警告后再次违规（PEN-P2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="349"/>
        <source>{penalty}: repeat offence, double the last {penalty2} (PEN-P2)</source>
        <translation>{penalty}：再次违规，为上次{penalty2}的两倍（PEN-P2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="350"/>
        <source>{penalty} (PEN-P1)</source>
        <translation>{penalty}（PEN-P1）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="351"/>
        <source>{penalty}, %n hands away at a {count}-handed table (PEN-P1)</source>
        <translation>
            <numerusform>{penalty}，在 {count} 人桌离场 %n 手（PEN-P1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="353"/>
        <source>%n hands away at a {count}-handed table</source>
        <translation>
            <numerusform>在 {count} 人桌离场 %n 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="354"/>
        <source>chips are removed from play (PEN-P2)</source>
        <translation>筹码移出比赛（PEN-P2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="356"/>
        <source>raised to {penalty}: {ordinal} &apos;{reason}&apos; this event (PEN-3)</source>
        <translation>升级为{penalty}：本赛事第{ordinal}次因“{reason}”受罚（PEN-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="357"/>
        <source>{penalty}: {ordinal} &apos;{reason}&apos; this event, at or above {penalty2} already (PEN-3)</source>
        <translation>{penalty}：本赛事第{ordinal}次因“{reason}”受罚，已不低于{penalty2}（PEN-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="359"/>
        <source>repetition never goes above Disqualification (PEN-4)</source>
        <translation>重复违规的处罚最高为取消资格（PEN-4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="360"/>
        <source>{penalty} by accumulation: three {penalty2} penalties for different reasons ({reasons}) (PEN-4)</source>
        <translation>累计处罚{penalty}：因不同原因受到三次{penalty2}（{reasons}）（PEN-4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="363"/>
        <source>{penalty} by accumulation: three {penalty2}s for different reasons ({reasons}) (PEN-4)</source>
        <translation>累计处罚{penalty}：因不同原因受到三次{penalty2}（{reasons}）（PEN-4）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="366"/>
        <source>1 point to each of %n active players = {count} (OFC-X1)</source>
        <translation>
            <numerusform>向 %n 名在局玩家各付 1 分 = {count}（OFC-X1）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/engine_text.py" line="367"/>
        <source>3 points to each of %n active players = {count}</source>
        <translation>
            <numerusform>向 %n 名在局玩家各付 3 分 = {count}</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="368"/>
        <source>no royalties paid, nothing received this hand (OFC-X2)</source>
        <translation>不付奖励分，本手牌不得任何分（OFC-X2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="369"/>
        <source>hand declared fouled: pays each player 6 plus their royalties (OFC-X3, OFC-P3)</source>
        <translation>该手牌判为犯规：向每位玩家支付 6 分加其奖励分（OFC-X3、OFC-P3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="371"/>
        <source>no other active player in the hand: nothing paid ({rule})</source>
        <translation>本手牌没有其他在局玩家：不付分（{rule}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="372"/>
        <source>OFC hand {count}</source>
        <translation>OFC 第 {count} 手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="374"/>
        <source>Game rule violation (minor)</source>
        <translation>违反游戏规则（轻微）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="375"/>
        <source>Game rule violation</source>
        <translation>违反游戏规则</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="376"/>
        <source>Looking at extra cards</source>
        <translation>查看多余的牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="377"/>
        <source>Drawing extra cards</source>
        <translation>多抓牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="378"/>
        <source>Failure to maintain game state</source>
        <translation>未维护游戏状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="379"/>
        <source>Slow play</source>
        <translation>拖延比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="380"/>
        <source>Tardiness</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="381"/>
        <source>Tardiness (more than 10 minutes)</source>
        <translation>迟到（超过 10 分钟）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="382"/>
        <source>Deck does not match deck list</source>
        <translation>套牌与牌表不符</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="383"/>
        <source>Illegal deck</source>
        <translation>不合规套牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="384"/>
        <source>Insufficient shuffling</source>
        <translation>洗牌不充分</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="385"/>
        <source>Marked cards or sleeves</source>
        <translation>卡牌或卡套有记号</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="386"/>
        <source>Outside assistance</source>
        <translation>场外协助</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="387"/>
        <source>Unsporting conduct (minor)</source>
        <translation>违反体育精神（轻微）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="388"/>
        <source>Unsporting conduct (major)</source>
        <translation>违反体育精神（严重）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="389"/>
        <source>Improperly determining a winner</source>
        <translation>不当决定胜者</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="390"/>
        <source>Bribery or wagering</source>
        <translation>贿赂或赌博</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="391"/>
        <source>Cheating</source>
        <translation>作弊</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="392"/>
        <source>Aggressive behaviour</source>
        <translation>攻击性行为</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="393"/>
        <source>Theft of tournament material</source>
        <translation>盗窃比赛物品</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="395"/>
        <source>Exposing a card out of turn</source>
        <translation>未轮到时亮牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="396"/>
        <source>Missing a hand</source>
        <translation>错过一手牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="397"/>
        <source>Not acting within 30 seconds of the clock</source>
        <translation>计时后 30 秒内未行动</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="398"/>
        <source>Leaving the table with decisions remaining</source>
        <translation>尚有决定未做便离桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="400"/>
        <source>Exposing cards with action pending</source>
        <translation>行动未结束时亮牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="401"/>
        <source>Throwing cards off the table</source>
        <translation>把牌扔出桌外</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="402"/>
        <source>One player to a hand</source>
        <translation>一手牌只能一人决策</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="403"/>
        <source>Acting out of turn</source>
        <translation>未轮到时行动</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="404"/>
        <source>Using a phone or device at the table</source>
        <translation>在牌桌上使用手机或电子设备</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="405"/>
        <source>Abusive language</source>
        <translation>辱骂性语言</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="406"/>
        <source>Etiquette violation</source>
        <translation>违反礼仪</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="407"/>
        <source>Stalling</source>
        <translation>故意拖延</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="408"/>
        <source>Chips not kept visible and countable</source>
        <translation>筹码未保持可见可数</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="409"/>
        <source>Soft play</source>
        <translation>软打</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="410"/>
        <source>Abuse of players or staff</source>
        <translation>辱骂玩家或工作人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="411"/>
        <source>Removing chips from play</source>
        <translation>将筹码移出比赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="412"/>
        <source>Collusion or chip dumping</source>
        <translation>合谋或输送筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="417"/>
        <source>{rank} high</source>
        <translation>{rank}高</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="418"/>
        <source>pair of {ranks}</source>
        <translation>一对{ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="419"/>
        <source>two pair, {ranks} and {ranks2}</source>
        <translation>两对，{ranks}和{ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="420"/>
        <source>trips, {ranks}</source>
        <translation>三条{ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="421"/>
        <source>straight, five high (wheel)</source>
        <translation>顺子，5高（轮子）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="422"/>
        <source>straight, {rank} high</source>
        <translation>顺子，{rank}高</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="423"/>
        <source>flush, {rank} high</source>
        <translation>同花，{rank}高</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="424"/>
        <source>full house, {ranks} full of {ranks2}</source>
        <translation>葫芦，三条{ranks}带一对{ranks2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="425"/>
        <source>quads, {ranks}</source>
        <translation>四条{ranks}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="426"/>
        <source>straight flush, five high (steel wheel)</source>
        <translation>同花顺，5高（钢轮）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="427"/>
        <source>straight flush, {rank} high</source>
        <translation>同花顺，{rank}高</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="428"/>
        <source>royal flush</source>
        <translation>皇家同花顺</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="429"/>
        <source>high card</source>
        <translation>高牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="430"/>
        <source>pair</source>
        <translation>一对</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="431"/>
        <source>two pair</source>
        <translation>两对</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="432"/>
        <source>trips</source>
        <translation>三条</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="433"/>
        <source>straight</source>
        <translation>顺子</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="434"/>
        <source>flush</source>
        <translation>同花</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="435"/>
        <source>full house</source>
        <translation>葫芦</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="436"/>
        <source>quads</source>
        <translation>四条</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="437"/>
        <source>straight flush</source>
        <translation>同花顺</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="438"/>
        <source>{row} {hand} is weaker than {row2} {hand2} (kicker {card} vs {card2})</source>
        <translation>{row}{hand}弱于{row2}{hand2}（踢脚 {card} 对 {card2}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="440"/>
        <source>{row} {hand} is weaker than {row2} {hand2}</source>
        <translation>{row}{hand}弱于{row2}{hand2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="441"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>超时犯规（OFC-X3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="442"/>
        <source>missed hand: penalty only (OFC-X2)</source>
        <translation>错过一手：只计罚分（OFC-X2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="443"/>
        <source>both fouled (OFC-P3)</source>
        <translation>双方犯规（OFC-P3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="444"/>
        <source>scoop (OFC-P2)</source>
        <translation>全胜（OFC-P2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="445"/>
        <source>{player} fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>{player} 犯规：支付 6 分加奖励分（OFC-P3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="494"/>
        <source>&apos;{reason}&apos;</source>
        <extracomment>How a reason is quoted inside a list of reasons (&quot;({reasons})&quot; of PEN-4).</extracomment>
        <translation>“{reason}”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="512"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first.</source>
        <extracomment>What a parameter&apos;s value is, by its name: its own words are translated in that context. Parameters that are words the catalogue knows (a hand inside a foul reason).</extracomment>
        <translation>无法撤销“{action}”：它所改动的内容此后又被后续操作（{count}项）改动：{actions}。请先从最新的开始撤销这些操作。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="515"/>
        <source>Cannot undo &apos;{action}&apos;: what it changed was changed again since by later actions ({count}): {actions}. Undo those first, newest first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>无法撤销“{action}”：它所改动的内容此后又被后续操作（{count}项）改动：{actions}。请先从最新的开始撤销这些操作。误判出局的玩家可用“恢复参赛…”（座位表页，Ctrl+Shift+I；tdesk reinstate）重新参赛：其名次、之后的名次、奖金和赏金随之更新，且不撤销任何后续操作。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="521"/>
        <source>Cannot undo &apos;{action}&apos;: finishing places given since count on it (the players out must hold the bottom places of the field). Undo the later busts first. A player busted by mistake comes back with Reinstate… (Seating tab, Ctrl+Shift+I; tdesk reinstate): their place, the places after it, prizes and bounties follow, and no later action is undone.</source>
        <translation>无法撤销“{action}”：此后给出的名次依赖于它（出局玩家必须占据最低的名次）。请先撤销后来的出局。误判出局的玩家可用“恢复参赛…”（座位表页，Ctrl+Shift+I；tdesk reinstate）重新参赛：其名次、之后的名次、奖金和赏金随之更新，且不撤销任何后续操作。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="527"/>
        <source>{event}: reinstating {name} would change paid places ({moves}) (PL-3).</source>
        <translation>{event}：恢复 {name} 会改变奖励名次（{moves}）（PL-3）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="529"/>
        <source>{name} is still in play: nothing to reinstate.</source>
        <translation>{name} 仍在比赛中：无需恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="530"/>
        <source>{name} was disqualified: rescind the penalty instead (Penalties tab).</source>
        <translation>{name} 已被取消资格：请改为撤销该处罚（处罚页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="532"/>
        <source>{event} has a deal among the players left: {name} cannot come back into it. Undo the deal first (Log tab).</source>
        <translation>{event} 的剩余玩家已达成协议：{name} 无法加入。请先撤销该协议（日志页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="534"/>
        <source>{event}: in an OFC event a bust comes from a scored hand; correct that hand instead (OFC tab › Correct…).</source>
        <translation>{event}：在 OFC 赛事中，出局来自已计分的一手牌；请改为更正那手牌（OFC 页 › 更正…）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="536"/>
        <source>Seat {seat}: table {table} seat {seat2} is taken by {name}</source>
        <translation>座位 {seat}：{table}号桌 {seat2}号座已被 {name} 占用</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="537"/>
        <source>Seat {seat}: is blocked at table {table}</source>
        <translation>座位 {seat}：在{table}号桌已被封锁</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="538"/>
        <source>Seat {seat}: table {table} has {count} seats</source>
        <translation>座位 {seat}：{table}号桌只有 {count} 个座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="539"/>
        <source>Table {table}: was broken: choose a table still in play</source>
        <translation>桌 {table}：已拆桌，请选择仍在使用的桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="540"/>
        <source>Table {table}: is not a table of this event</source>
        <translation>桌 {table}：不是本赛事的桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="541"/>
        <source>Table {table}: every table is full: the next table to open is {next}</source>
        <translation>{table}号桌：所有桌都已坐满：下一张要开的桌是 {next}号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="546"/>
        <source>Tables used {value}: not a table number or a range such as 1-8</source>
        <translation>使用的桌子 {value}：不是桌号，也不是 1-8 这样的范围</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="547"/>
        <source>Tables used {value}: a table number is 1 to 9999</source>
        <translation>使用的桌子 {value}：桌号为 1 至 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="548"/>
        <source>Tables used {value}: table {table} is listed twice</source>
        <translation>使用的桌子 {value}：{table} 号桌列了两次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="549"/>
        <source>Tables used {value}: list at least one table, such as 1-8</source>
        <translation>使用的桌子 {value}：至少列出一张桌子，如 1-8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="550"/>
        <source>Tables used {value}: table {table} is open with players seated; keep it in the list or break it first</source>
        <translation>使用的桌子 {value}：{table} 号桌开放且有玩家在座；请保留在列表中，或先拆掉它</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="552"/>
        <source>Tables used {value}: the event&apos;s tables free ({count}) are fewer than the tables needed ({count2}); add tables to the list</source>
        <translation>使用的桌子 {value}：赛事空闲的桌子（{count}）少于所需的桌子（{count2}）；请在列表中添加桌子</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="554"/>
        <source>Break order {value}: a table number is 1 to 9999</source>
        <translation>拆桌顺序 {value}：桌号为 1 至 9999</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="555"/>
        <source>Break order {value}: table {table} is listed twice</source>
        <translation>拆桌顺序 {value}：{table} 号桌列了两次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="556"/>
        <source>Break order {value}: table {table} is not one of the event&apos;s tables ({list})</source>
        <translation>拆桌顺序 {value}：{table} 号桌不是本赛事的桌子（{list}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="558"/>
        <source>Break order {value}: not a table number or a range such as 1-8</source>
        <translation>拆桌顺序 {value}：不是桌号，也不是 1-8 这样的范围</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="16"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody is busted in that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} 在 {event2} 中比赛，{event} 的第二天由该组别的封袋组成：现在不能在该组别中淘汰玩家。请先撤销“组建第二天”（日志页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="19"/>
        <source>{name} plays in {event2}, whose bags Day 2 of {event} is built from: nobody comes back into that flight now. Undo Build Day 2 first (Log tab).</source>
        <translation>{name} 在 {event2} 中比赛，{event} 的第二天由该组别的封袋组成：现在不能让玩家回到该组别。请先撤销“组建第二天”（日志页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="26"/>
        <source>{action} refused: {name}&apos;s bounties of {amount} were handed over (last at {time}, receipt {receipt}), and this would leave {amount2} won. Bounty cash paid never changes: undo that payout first (Log tab).</source>
        <translation>{action}被拒绝：{name} 的赏金 {amount} 已支付（最近一次在 {time}，收据 {receipt}），此操作会使其赢得的赏金只剩 {amount2}。已支付的赏金不会改变：请先撤销该笔支付（日志标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="34"/>
        <source>Undo of &apos;{summary}&apos;</source>
        <translation>撤销“{summary}”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="35"/>
        <source>Redo of &apos;{summary}&apos;</source>
        <translation>重做“{summary}”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="36"/>
        <source>Reinstating {name}</source>
        <translation>恢复 {name}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="41"/>
        <source>Players {value}: choose at least one player to bust</source>
        <translation>玩家 {value}：请至少选择一名要淘汰的玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="42"/>
        <source>Table {table} has no open seat for {name}.</source>
        <translation>{table} 号桌没有可给 {name} 的空座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="43"/>
        <source>{name} is already {status}.</source>
        <translation>{name} 已是{status}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="44"/>
        <source>Stacks {value}: {reason}</source>
        <translation>筹码量 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="45"/>
        <source>Eliminated by {name}: is not one of the players busted</source>
        <translation>淘汰者 {name}：不是本手被淘汰的玩家之一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="46"/>
        <source>Shares {name}: is not one of the players busted</source>
        <translation>份额 {name}：不是本手被淘汰的玩家之一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="47"/>
        <source>Shares of {name} {value}: must be a list of whole numbers, one per eliminator</source>
        <translation>{name} 的份额 {value}：必须是整数列表，每位淘汰者一个</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="49"/>
        <source>Shares of {name} {value}: give {number}, one per eliminator</source>
        <translation>{name} 的份额 {value}：请给出 {number} 个，每位淘汰者一个</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="50"/>
        <source>Envelope {name}: is not one of the players busted</source>
        <translation>信封 {name}：不是本手被淘汰的玩家之一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="51"/>
        <source>{name} is {status}, not active: cannot be seated.</source>
        <translation>{name} 为{status}，不在比赛中：无法入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="52"/>
        <source>{name} is seated already.</source>
        <translation>{name} 已经入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="53"/>
        <source>Tables {value}: must be 1 or more</source>
        <translation>桌数 {value}：至少为 1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="54"/>
        <source>Tables {value}: {reason}</source>
        <translation>桌数 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="55"/>
        <source>Move {value}: there are {number} pending moves</source>
        <translation>移动 {value}：待处理的移动共有 {number} 个</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="56"/>
        <source>That move no longer fits the room: refresh and try again.</source>
        <translation>该移动已不适合当前场地：请刷新后重试。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="57"/>
        <source>Table {table} seat {seat} is still taken: apply the earlier moves first.</source>
        <translation>{table} 号桌 {seat} 号座仍被占用：请先执行之前的移动。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="59"/>
        <source>Table {table}: is not an open table of this event</source>
        <translation>{table} 号桌：不是本赛事的开放桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="60"/>
        <source>Player entry #{value} is not in this event.</source>
        <translation>参赛记录 #{value} 不在本赛事中。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="61"/>
        <source>Button seat {value}: is not a seat in play at table {table}</source>
        <translation>庄位 {value}：不是 {table} 号桌上的有效座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="62"/>
        <source>Seat {value}: table {table} has seats 1 to {number}</source>
        <translation>座位 {value}：{table} 号桌的座位为 1 至 {number}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="63"/>
        <source>Table {table} seat {seat} is taken: move the player first.</source>
        <translation>{table} 号桌 {seat} 号座已被占用：请先移走该玩家。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="64"/>
        <source>{name} is not seated.</source>
        <translation>{name} 未入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="65"/>
        <source>Busts {name}: sits at {where}, not table {table}</source>
        <translation>出局 {name}：坐在 {where}，而不是 {table} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="66"/>
        <source>table {table}</source>
        <translation>{table} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="67"/>
        <source>no table</source>
        <translation>无桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="72"/>
        <source>That player is not in {event}.</source>
        <translation>该玩家不在 {event} 中。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="73"/>
        <source>{event} is a {kind} event: prizes and payments are for poker and OFC events.</source>
        <translation>{event} 是 {kind} 赛事：奖金和付款仅适用于扑克和 OFC 赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="75"/>
        <source>Method {value}: say how the player paid (cash, card …)</source>
        <translation>方式 {value}：请说明玩家的付款方式（现金、刷卡……）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="76"/>
        <source>Payment {value}: must be one of {values}</source>
        <translation>付款 {value}：必须是 {values} 之一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="77"/>
        <source>No entry {value} in {event}.</source>
        <translation>{event} 中没有参赛记录 {value}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="78"/>
        <source>Payout structure {value}: {reason}</source>
        <translation>奖金结构 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="79"/>
        <source>Percents {value}: {reason}</source>
        <translation>百分比 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="80"/>
        <source>Registration of {event} is already closed.</source>
        <translation>{event} 的报名已经关闭。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="81"/>
        <source>Registration of {event} is closed.</source>
        <translation>{event} 的报名已关闭。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="82"/>
        <source>Payout template {name} is not installed ({reason}).</source>
        <translation>奖金模板 {name} 未安装（{reason}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="83"/>
        <source>Payout template {name}: {reason}</source>
        <translation>奖金模板 {name}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="84"/>
        <source>{name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}): they cannot leave the event. Undo that handover first (Log tab).</source>
        <translation>{name} 的奖金 {amount} 已于 {time} 发放（收据 {receipt}）：该玩家不能退出赛事。请先撤销该发放（日志标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="87"/>
        <source>{action} refused: {name}&apos;s prize of {amount} was handed over at {time} (receipt {receipt}), and this would {change}. A prize paid never changes: undo that handover first (Log tab).</source>
        <translation>{action}被拒绝：{name} 的奖金 {amount} 已于 {time} 发放（收据 {receipt}），此操作会{change}。已支付的奖金不会改变：请先撤销该发放（日志标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="90"/>
        <source>make it {amount}</source>
        <translation>使其变为 {amount}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="91"/>
        <source>take it away</source>
        <translation>将其取消</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="92"/>
        <source>{name} is not in {event}</source>
        <translation>{name} 不在 {event} 中</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="93"/>
        <source>Receipt {value} is not in {event}.</source>
        <translation>收据 {value} 不在 {event} 中。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="94"/>
        <source>Chip counts {value}: count at least one player</source>
        <translation>筹码清点 {value}：请至少清点一名玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="95"/>
        <source>Chips {value}: a player with no chips is busted, not counted</source>
        <translation>筹码 {value}：没有筹码的玩家应出局，而不是计数</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="96"/>
        <source>{name} is {status}: only players still in are counted.</source>
        <translation>{name} 为{status}：只清点仍在比赛中的玩家。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="100"/>
        <source>A stack is given for a player who is not in the deal; work it out again.</source>
        <translation>为不参与协议的玩家给出了筹码量；请重新计算。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="102"/>
        <source>Deal {value}: {reason}</source>
        <translation>协议 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="103"/>
        <source>Deal method {value}: must be one of {values}</source>
        <translation>协议方式 {value}：必须是 {values} 之一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="97"/>
        <source>A deal is already recorded for {event} (at {time}): it is not recorded twice (PRZ-2). To change it, undo that deal first (Log tab).</source>
        <translation>{event} 已记录了一项协议（{time}）：不会重复记录（PRZ-2）。如需修改，请先撤销该协议（日志标签页）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="104"/>
        <source>Deal total {value}: must be the {amount} still to be paid (PRZ-3)</source>
        <translation>协议总额 {value}：必须等于尚待支付的 {amount}（PRZ-3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="106"/>
        <source>{field} {value}: must be a list of figures</source>
        <translation>{field} {value}：必须是数字列表</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="107"/>
        <source>{name} is {state} since the deal was worked out: the deal is for the players still in. Work it out again.</source>
        <translation>协议计算后 {name} 已{state}：协议只适用于仍在比赛中的玩家。请重新计算。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="109"/>
        <source>not in the event</source>
        <translation>不在赛事中</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="110"/>
        <source>out ({status}, place {place})</source>
        <translation>出局（{status}，第 {place} 名）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="111"/>
        <source>out ({status})</source>
        <translation>出局（{status}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="112"/>
        <source>{name} is still in but not in the deal: every player left shares in it. Work it out again.</source>
        <translation>{name} 仍在比赛中但不在协议里：所有剩余玩家都参与协议。请重新计算。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="114"/>
        <source>{name} is owed no bounty: won {amount}, paid {amount2}.</source>
        <translation>不欠 {name} 赏金：赢得 {amount}，已付 {amount2}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="115"/>
        <source>{event} pays no bounties.</source>
        <translation>{event} 不支付赏金。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="120"/>
        <source>The stored bounty format does not read: {reason}.</source>
        <translation>已保存的赏金格式无法读取：{reason}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="121"/>
        <source>Bounty format {value}: must be a mapping</source>
        <translation>赏金格式 {value}：必须是映射</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="122"/>
        <source>Bounty format {value}: {reason}</source>
        <translation>赏金格式 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="123"/>
        <source>{event} is a {kind} event: bounties are for poker and OFC events.</source>
        <translation>{event} 是 {kind} 赛事：赏金仅适用于扑克和 OFC 赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="125"/>
        <source>Eliminated by {name}: say who eliminated this player: the event pays bounties</source>
        <translation>淘汰者 {name}：请说明是谁淘汰了该玩家：本赛事支付赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="127"/>
        <source>Eliminated by {name}: {reason}</source>
        <translation>淘汰者 {name}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="128"/>
        <source>Eliminated by {name}: is not a player of this event</source>
        <translation>淘汰者 {name}：不是本赛事的玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="129"/>
        <source>Eliminated by {name}: is {name2}, the player busted</source>
        <translation>淘汰者 {name}：就是被淘汰的玩家 {name2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="130"/>
        <source>Eliminated by {name}: is {status}, not in play</source>
        <translation>淘汰者 {name}：为{status}，不在比赛中</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="131"/>
        <source>is busted in this hand too and finishes below {name}: they cannot have won {name2}&apos;s chips</source>
        <translation>也在本手出局且名次低于 {name}：不可能赢得 {name2} 的筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="133"/>
        <source>is busted in this hand too</source>
        <translation>也在本手出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="138"/>
        <source>Flight of {value}: is itself a flight</source>
        <translation>{value} 的组别：它本身就是组别</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="139"/>
        <source>{event} has a Day {label} already.</source>
        <translation>{event} 已有第 {label} 天。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="140"/>
        <source>{event} has bagged players: it stays a flight.</source>
        <translation>{event} 已有封袋玩家：它仍是组别。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="141"/>
        <source>{event} has {number} players not bagged ({names}…): bag the flight first.</source>
        <translation>{event} 有 {number} 名玩家未封袋（{names}……）：请先为该组别封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="143"/>
        <source>Day 2 resumes at level {value}: the structure has {number} levels</source>
        <translation>第二天从第 {value} 级继续：结构共有 {number} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="145"/>
        <source>Event name {value}: another event already has this name.</source>
        <translation>赛事名称 {value}：已有其他赛事使用此名称。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="146"/>
        <source>Flight of {value}: an event cannot be its own flight</source>
        <translation>{value} 的组别：赛事不能是自己的组别</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="147"/>
        <source>{event} has flights of its own: it cannot be a flight.</source>
        <translation>{event} 有自己的组别：它不能成为组别。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="148"/>
        <source>{event} is no flight of an event.</source>
        <translation>{event} 不是任何赛事的组别。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="149"/>
        <source>{event} is no flight of an event: nothing is bagged.</source>
        <translation>{event} 不是任何赛事的组别：无需封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="150"/>
        <source>{event} is played in flights: its entries are taken in its flights and its players are their bags (Build Day 2). Take the entry in a flight.</source>
        <translation>{event} 分组别进行：报名在其各组别中收取，其选手即各组别的封袋（生成第二天）。请在某个组别中收取报名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="153"/>
        <source>Bagged chips {name}: has no count: bag every player left</source>
        <translation>封袋筹码 {name}：没有数量：请为每位剩余玩家封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="154"/>
        <source>Bags {value}: {event} has no player left to bag</source>
        <translation>封袋 {value}：{event} 没有剩余玩家可封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="155"/>
        <source>{event} has no flights: nothing to build Day 2 from.</source>
        <translation>{event} 没有组别：无法组建第二天。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="156"/>
        <source>No one has bagged in the flights of {event}.</source>
        <translation>{event} 的组别中没有人封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="157"/>
        <source>Day 2 of {event}: {reason}.</source>
        <translation>{event} 的第二天：{reason}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="158"/>
        <source>Event settings {value}: {reason}</source>
        <translation>赛事设置 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="159"/>
        <source>Bags {value}: is no player still in {event}</source>
        <translation>封袋 {value}：不是 {event} 中仍在比赛的玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="160"/>
        <source>Bags {value}: {reason}</source>
        <translation>封袋 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="165"/>
        <source>Seat value {value}: type the seat value; no other event is named {event} to take its buy-in from</source>
        <translation>席位价值 {value}：请输入席位价值；没有其他名为 {event} 的赛事可取其买入</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="167"/>
        <source>Seat value {value}: {event} takes no entry fee: type the seat value</source>
        <translation>席位价值 {value}：{event} 不收报名费：请输入席位价值</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="169"/>
        <source>Seat value {value}: type the seat value or name the target event</source>
        <translation>席位价值 {value}：请输入席位价值或指定目标赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="171"/>
        <source>{event} is not a satellite.</source>
        <translation>{event} 不是卫星赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="172"/>
        <source>{event} is not a satellite: it pays no seats.</source>
        <translation>{event} 不是卫星赛：不发放席位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="173"/>
        <source>{name} has already taken the seat as cash.</source>
        <translation>{name} 已将席位兑换为现金。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="174"/>
        <source>{name} has not won a seat.</source>
        <translation>{name} 没有赢得席位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="175"/>
        <source>{event} is a satellite: {reason}.</source>
        <translation>{event} 是卫星赛：{reason}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="180"/>
        <source>Clock action {value}: is not a clock action</source>
        <translation>时钟操作 {value}：不是时钟操作</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="181"/>
        <source>Players left {value}: is more than the {number} entries</source>
        <translation>剩余玩家 {value}：多于 {number} 个参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="182"/>
        <source>Structure {value}: {reason}</source>
        <translation>结构 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="183"/>
        <source>No clock is called at {value}: nothing to clear.</source>
        <translation>{value} 没有叫时：无需清除。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="184"/>
        <source>{field} {value}: cannot be negative</source>
        <translation>{field} {value}：不能为负数</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="185"/>
        <source>Template name {value}: a template with this name exists.</source>
        <translation>模板名称 {value}：已存在同名模板。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="186"/>
        <source>No structure template named {value}.</source>
        <translation>没有名为 {value} 的结构模板。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="187"/>
        <source>Clock of {event}: {reason}.</source>
        <translation>{event} 的时钟：{reason}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="188"/>
        <source>{event}: hand-for-hand is not on.</source>
        <translation>{event}：手对手模式未开启。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="189"/>
        <source>{event}: hand-for-hand is on already.</source>
        <translation>{event}：手对手模式已开启。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="194"/>
        <source>Kind {value}: must be entry or reentry</source>
        <translation>类型 {value}：必须是 entry 或 reentry</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="195"/>
        <source>Name {value}: type the player&apos;s name</source>
        <translation>姓名 {value}：请输入玩家姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="196"/>
        <source>Person #{value} is not in the player database (merged or removed elsewhere?).</source>
        <translation>玩家库中没有人员 #{value}（是否已在别处合并或删除？）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="198"/>
        <source>{name} is {status}, not busted: nothing to reinstate.</source>
        <translation>{name} 为{status}，并未出局：无需恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="199"/>
        <source>Logo {value}: must be the bytes of an image file</source>
        <translation>标志 {value}：必须是图片文件的字节</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="200"/>
        <source>Logo {value}: is {number} bytes; at most {number2} (save it smaller, e.g. 800 pixels wide)</source>
        <translation>标志 {value}：大小为 {number} 字节；最多 {number2}（请保存得更小，例如宽 800 像素）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="202"/>
        <source>Logo {value}: is not a PNG or JPEG picture</source>
        <translation>标志 {value}：不是 PNG 或 JPEG 图片</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="203"/>
        <source>Announcement {value}: {reason}</source>
        <translation>公告 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="208"/>
        <source>Lost the host at {value} — showing the last state, read-only; reconnecting… Nothing was saved.</source>
        <translation>与主机 {value} 的连接已断开 — 显示最后的状态，只读；正在重新连接… 未保存任何内容。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="214"/>
        <source>This penalty has no hands to sit out.</source>
        <translation>该处罚没有需要停打的手数。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="215"/>
        <source>This penalty was rescinded: there is nothing to sit out.</source>
        <translation>该处罚已撤销：无需停打。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="216"/>
        <source>The sit-out is served: all {number} hands (PEN-P1).</source>
        <translation>停打已完成：全部 {number} 手（PEN-P1）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="217"/>
        <source>Chip race {value}: {reason}</source>
        <translation>筹码竞赛 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="218"/>
        <source>Penalty #{value} was already rescinded by {name}.</source>
        <translation>处罚 #{value} 已由 {name} 撤销。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="219"/>
        <source>Hand {number}: no card changed, nothing to correct.</source>
        <translation>第 {number} 手：没有改动任何牌，无需更正。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="220"/>
        <source>This penalty was applied with OFC hand {number} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>此处罚已随OFC 第 {number} 手执行且筹码已转移：不能单独撤销。请撤销该手牌（编辑 › 撤销），然后去掉标记重新计分。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="223"/>
        <source>This penalty was applied with an OFC hand and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>此处罚已随一手 OFC 牌执行且筹码已转移：不能单独撤销。请撤销该手牌（编辑 › 撤销），然后去掉标记重新计分。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="231"/>
        <source>Players dealt in {count}: a hand needs 2 to {number} players (OFC-T1)</source>
        <extracomment>Every template of this module, for engine_text&apos;s matcher.</extracomment>
        <translation>参与本手的玩家 {count}：一手牌需要 2 至 {number} 名玩家（OFC-T1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="233"/>
        <source>Player {name}: is dealt in twice</source>
        <translation>玩家 {name}：被发牌两次</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="234"/>
        <source>Player {name}: has no chips and cannot be dealt in</source>
        <translation>玩家 {name}：没有筹码，不能参与本手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="235"/>
        <source>Player {name}: is {status} and cannot be dealt in</source>
        <translation>玩家 {name}：状态为{status}，不能参与本手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="236"/>
        <source>{name}&apos;s board {value}: {row} row has {count} cards ({cards}); it needs {number}</source>
        <translation>{name} 的牌面 {value}：{row}一行有 {count} 张牌（{cards}）；需要 {number} 张</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="238"/>
        <source>Cards {value}: {value2} is used in {name}&apos;s {row} row and {name2}&apos;s {row2} row</source>
        <translation>牌 {value}：{value2} 同时出现在 {name} 的{row}一行和 {name2} 的{row2}一行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="244"/>
        <source>Duplicate: both people played {events}: one person is never twice in an event (PPL-2)</source>
        <translation>重复记录：两人都参加了 {events}：同一人不能在一项赛事中出现两次 (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_refusals.py" line="246"/>
        <source>Duplicate: #{value} is the person kept; choose another record (PPL-2)</source>
        <translation>重复记录：#{value} 是保留的人员；请选择另一条记录 (PPL-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="18"/>
        <source>Result {text}: type a game score such as 2-0, 2-1, 1-1, 1-0-1, or d (agreed draw), ca/cb (a/b concedes), na/nb (a/b did not show), nn (a double loss: both lose the match, 0 points each)</source>
        <translation>结果 {text}：请输入局分，如 2-0、2-1、1-1、1-0-1，或 d（协议和局）、ca/cb（甲/乙认输）、na/nb（甲/乙未到场）、nn（双负：双方都输掉比赛，各得 0 分）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="22"/>
        <source>Result {text}: a top-cut match needs a winner, so both players cannot lose it (CG-M3): type the games played, or na/nb for the player who did not show</source>
        <translation>结果 {text}：淘汰赛必须有胜者，双方不能都判负（CG-M3）：请输入已进行的局，或用 na/nb 表示未到场的选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="25"/>
        <source>Result {text}: a top-cut match cannot be a draw (CG-M3): the last game is played to a decision; type the games won, such as 2-1</source>
        <translation>结果 {text}：淘汰赛不能和局（CG-M3）：最后一局须分出胜负；请输入赢得的局数，如 2-1</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="28"/>
        <source>Table {table} already has a result ({score}): correct it with a reason.</source>
        <translation>第 {table} 桌已有结果（{score}）：请注明原因后更正。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="30"/>
        <source>Table {table}: round {round} has no such table</source>
        <translation>第 {table} 桌：第 {round} 轮没有这张桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="31"/>
        <source>{name} has a bye (CG-B1): a bye has no result to enter or correct.</source>
        <translation>{name} 轮空（CG-B1）：轮空没有可录入或更正的结果。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="33"/>
        <source>{name} has an organiser&apos;s bye (CG-B2): a bye has no result to enter or correct.</source>
        <translation>{name} 获得主办方轮空（CG-B2）：轮空没有可录入或更正的结果。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="35"/>
        <source>Reason {text}: a correction needs a reason (CG-M4)</source>
        <translation>原因 {text}：更正需要说明原因（CG-M4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="40"/>
        <source>A mistake caught at once and easily put right.</source>
        <translation>当即发现且容易纠正的失误。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="41"/>
        <source>Given to the opponent who let the error pass.</source>
        <translation>给予放任该错误的对手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="42"/>
        <source>Up to the first minutes of the round; much later is a Match loss.</source>
        <translation>本轮开始后的最初几分钟内；迟到更久则判负整场。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="44"/>
        <source>If the marks form a pattern that helps the player, treat it as cheating.</source>
        <translation>如果标记形成对选手有利的规律，按作弊处理。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="46"/>
        <source>Swearing, loud complaints, leaving a mess.</source>
        <translation>说脏话、大声抱怨、留下一片狼藉。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="47"/>
        <source>Insults, threats, refusing a judge&apos;s instruction.</source>
        <translation>侮辱、威胁、拒绝服从裁判指示。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="48"/>
        <source>Dice, coin flips or any random method instead of the game.</source>
        <translation>用骰子、抛硬币或任何随机方式代替比赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="53"/>
        <source>the player leaves the event now and keeps their points (PEN-6)</source>
        <translation>该选手立即离开比赛，保留已得积分（PEN-6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="54"/>
        <source>no prizes; flagged for the rating database (PEN-6)</source>
        <translation>无奖品；标记报送等级分数据库（PEN-6）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="55"/>
        <source>the player&apos;s chips are removed from play (PEN-P2)</source>
        <translation>该选手的筹码移出比赛（PEN-P2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="60"/>
        <source>Top cut size must be one of {sizes}: {size}</source>
        <translation>淘汰赛人数必须是 {sizes} 之一：{size}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="61"/>
        <source>A top {size} needs {size2} players; the standings have {count}</source>
        <translation>前 {size} 名淘汰赛需要 {size2} 名选手；排名表只有 {count} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="66"/>
        <source>Draft pods: no pods are drawn yet: draw the pods first (CG-D2).</source>
        <translation>轮抽分组：尚未抽签分组：请先抽签分组 (CG-D2)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="68"/>
        <source>Draft pods: every player has a pod already.</source>
        <translation>轮抽分组：每名玩家都已有分组。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_swiss.py" line="69"/>
        <source>Draft pods: {name} has no place: every pod has {count} players already; draw the pods again before round 1, or raise the pod size (CG-D3-A).</source>
        <translation>轮抽分组：{name} 没有位置：每组已有 {count} 名玩家；请在第 1 轮前重新抽签分组，或调大每组人数 (CG-D3-A)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="16"/>
        <source>No event named {name} ({events}).</source>
        <translation>没有名为 {name} 的赛事（{events}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="17"/>
        <source>Event #{id} does not exist (deleted by another station?).</source>
        <translation>赛事 #{id} 不存在（已被其他工作站删除？）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="18"/>
        <source>Event {name} is a {kind} event.</source>
        <translation>赛事 {name} 是 {kind} 赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="19"/>
        <source>{name} is not a Swiss event.</source>
        <translation>{name} 不是瑞士轮赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="20"/>
        <source>{name} is not a heads-up league.</source>
        <translation>{name} 不是单挑联赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="21"/>
        <source>Event {name} ({kind}) has no seat draw.</source>
        <translation>赛事 {name}（{kind}）没有座位抽签。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="22"/>
        <source>Event {name} is not an OFC event; the calculator is for OFC.</source>
        <translation>赛事 {name} 不是 OFC 赛事；计算器仅用于 OFC。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="23"/>
        <source>Decklists belong to card-game Swiss events; {name} is a {kind} event.</source>
        <translation>套牌表只属于卡牌瑞士轮赛事；{name} 是 {kind} 赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="25"/>
        <source>{name} has no ratings: they come from heads-up matches, in Swiss and league events (RAT-3).</source>
        <translation>{name} 没有等级分：等级分来自瑞士轮和联赛中的单挑比赛（RAT-3）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="27"/>
        <source>Event {name} is a {kind} event: only poker events have flights.</source>
        <translation>赛事 {name} 是 {kind} 赛事：只有扑克赛事才有组别。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="33"/>
        <source>No person called {name} in the store.</source>
        <translation>数据库中没有名为 {name} 的人。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="34"/>
        <source>No person named {name} (tdesk person find {name2} lists near ones).</source>
        <translation>没有名为 {name} 的人（tdesk person find {name2} 会列出相近的人）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="36"/>
        <source>Name {value}: more than one person has it: {people}; give the number instead (tdesk person history {example})</source>
        <translation>姓名 {value}：不止一人使用：{people}；请改用编号（tdesk person history {example}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="38"/>
        <source>No series named {name}.</source>
        <translation>没有名为 {name} 的系列赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="39"/>
        <source>No staff member called {name} has a PIN.</source>
        <translation>没有名为 {name} 且设有 PIN 的工作人员。</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="40"/>
        <source>--player {value}: no busted player of the event has that name</source>
        <translation>--player {value}：本赛事已出局的玩家中没有这个名字</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="41"/>
        <source>--start {value}: is not a time as HH:MM</source>
        <translation>--start {value}：不是 HH:MM 格式的时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="42"/>
        <source>--staff {value}: name the floor person who signs what this command writes: --staff NAME, or TDESK_STAFF, or set Edit › Floor staff name in the window on this computer</source>
        <translation>--staff {value}：请指定为此命令写入的内容签名的现场裁判：--staff 姓名，或 TDESK_STAFF，或在本机窗口中设置“编辑 › 现场裁判姓名”</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="49"/>
        <source>Prizes, line {count} {value}: {reason}</source>
        <translation>奖品，第 {count} 行 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="50"/>
        <source>Prizes {value}: {reason}</source>
        <translation>奖品 {value}：{reason}</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="51"/>
        <source>must have whole-number places and a prize text</source>
        <translation>名次必须是整数，并须有奖品文字</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="52"/>
        <source>must be a place or range, a colon and the prize, such as 1: 100 store credit or 3-4: 6 boosters</source>
        <translation>须为名次或名次范围、冒号和奖品，例如 1: 100 store credit 或 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="54"/>
        <source>must be a line of text such as 3-4: 6 boosters</source>
        <translation>须为一行文字，例如 3-4: 6 boosters</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="55"/>
        <source>places must be from 1 to {count}</source>
        <translation>名次须在 1 到 {count} 之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="56"/>
        <source>the range must run from the higher place down ({range}, not {range2})</source>
        <translation>范围须从较高名次往下写（{range}，而不是 {range2}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="58"/>
        <source>the prize is missing</source>
        <translation>缺少奖品</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="59"/>
        <source>a prize has at most {count} characters</source>
        <translation>奖品最多 {count} 个字符</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="60"/>
        <source>must be a list of lines</source>
        <translation>须为若干行的列表</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="61"/>
        <source>at most {count} lines</source>
        <translation>最多 {count} 行</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="62"/>
        <source>place {count} already has a prize on another line</source>
        <translation>第 {count} 名已在另一行有奖品</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_lookups.py" line="63"/>
        <source>places {range} have no prize; the lines run from 1st place down without a gap</source>
        <translation>第 {range} 名没有奖品；各行须从第 1 名往下连续排列</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_venue.py" line="11"/>
        <source>This laptop&apos;s venue server was replaced: its standby copy at {host} was promoted and is the venue server now, so starting the old one here would make two servers of one night. Join it instead (File › Join an event on the venue network, or tdesk join --code {code}), or keep a standby copy of it on this laptop (tdesk standby --code {code2}). To host anew here, move {folder} aside first.</source>
        <translation>本机的场地服务器已被取代：它在 {host} 的备用副本已被提升，现在是场地服务器，因此在这里启动旧服务器会让同一晚出现两个服务器。请改为加入它（文件 › 加入场地网络上的赛事，或 tdesk join --code {code}），或在本机保留它的备用副本（tdesk standby --code {code2}）。若要在本机重新主持，请先把 {folder} 移到别处。</translation>
    </message>
</context>
<context>
    <name>engine.ordinal</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>first</source>
        <extracomment>&quot;second&quot;, &quot;third&quot;, … as &quot;{ordinal} &apos;{reason}&apos; this event&quot; says them (PEN-3); past the tenth the rules write &quot;11th&quot;, which &quot;{0}th&quot; translates.</extracomment>
        <translation>一</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="498"/>
        <source>second</source>
        <translation>二</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>third</source>
        <translation>三</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="499"/>
        <source>fourth</source>
        <translation>四</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>fifth</source>
        <translation>五</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="500"/>
        <source>sixth</source>
        <translation>六</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>seventh</source>
        <translation>七</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="501"/>
        <source>eighth</source>
        <translation>八</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>ninth</source>
        <translation>九</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="502"/>
        <source>tenth</source>
        <translation>十</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="503"/>
        <location filename="../../tdesk/engine_text.py" line="627"/>
        <source>{0}th</source>
        <translation>{0}</translation>
    </message>
</context>
<context>
    <name>engine.rank</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>two</source>
        <extracomment>Rank words as a hand name uses them: one rank (&quot;{rank} high&quot;: the case after &quot;high&quot;/&quot;to&quot;).</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="450"/>
        <source>three</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>four</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="451"/>
        <source>five</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>six</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="452"/>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>eight</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="453"/>
        <source>nine</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>ten</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="454"/>
        <source>jack</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>queen</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="455"/>
        <source>king</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="456"/>
        <source>ace</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>engine.ranks</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>twos</source>
        <extracomment>... and several of one rank (&quot;pair of {ranks}&quot;).</extracomment>
        <translation>2</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="460"/>
        <source>threes</source>
        <translation>3</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fours</source>
        <translation>4</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="461"/>
        <source>fives</source>
        <translation>5</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sixes</source>
        <translation>6</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="462"/>
        <source>sevens</source>
        <translation>7</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>eights</source>
        <translation>8</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="463"/>
        <source>nines</source>
        <translation>9</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>tens</source>
        <translation>10</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="464"/>
        <source>jacks</source>
        <translation>J</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>queens</source>
        <translation>Q</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="465"/>
        <source>kings</source>
        <translation>K</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="466"/>
        <source>aces</source>
        <translation>A</translation>
    </message>
</context>
<context>
    <name>engine.row</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="470"/>
        <source>top</source>
        <extracomment>The three OFC rows (OFC-R1) as a foul reason names them.</extracomment>
        <translation>上道</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="471"/>
        <source>middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="472"/>
        <source>bottom</source>
        <translation>下道</translation>
    </message>
</context>
<context>
    <name>kinds</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="7"/>
        <source>Poker MTT (TDA)</source>
        <translation>扑克多桌锦标赛（TDA）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="8"/>
        <source>Open Face Chinese</source>
        <translation>大菠萝（OFC）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="9"/>
        <source>Heads-up lives league</source>
        <translation>单挑生命联赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="10"/>
        <source>Card game Swiss</source>
        <translation>卡牌游戏瑞士轮</translation>
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
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="29"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
</context>
<context>
    <name>money</name>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="48"/>
        <source>Entry</source>
        <translation>报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="49"/>
        <source>Re-entry</source>
        <translation>再次报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="50"/>
        <source>Rebuy</source>
        <translation>重购</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="51"/>
        <source>Add-on</source>
        <translation>加码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="55"/>
        <source>cash</source>
        <translation>现金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="56"/>
        <source>card</source>
        <translation>银行卡</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="57"/>
        <source>transfer</source>
        <translation>转账</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/payments.py" line="58"/>
        <source>voucher</source>
        <translation>代金券</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/receipt_print.py" line="41"/>
        <source>Receipt {0}</source>
        <translation>收据 {0}</translation>
    </message>
</context>
<context>
    <name>override</name>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="23"/>
        <source>{0}

Do it anyway? Paid places may change; the override is recorded in the log.</source>
        <translation>{0}

仍要执行吗？已获奖的名次可能改变；此次破例会记入日志。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/override.py" line="26"/>
        <location filename="../../tdesk/ui/widgets/override.py" line="27"/>
        <source>Override</source>
        <translation>破例执行</translation>
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
        <translation>座位</translation>
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
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Leaving chips</source>
        <translation>退出的筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="26"/>
        <source>Exchanged</source>
        <translation>已兑换</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Odd chips</source>
        <translation>零头筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="27"/>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="28"/>
        <source>Chips after</source>
        <translation>之后筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="35"/>
        <source>wins 1</source>
        <translation>赢得 1 枚</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="36"/>
        <source>+1 chip (not raced out)</source>
        <translation>+1 枚（不会因比牌出局）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="45"/>
        <source>The {leaving} chips leave play and are exchanged for {into}s. Odd chips worth {odd} make {raced} of {into} (nearest whole chip, halves up), raced with one card per odd chip, dealt from seat 1; the best cards (rank, then suit: spades, hearts, diamonds, clubs) win one chip each.</source>
        <translation>面值 {leaving} 的筹码退出比赛，兑换为 {into} 的筹码。价值 {odd} 的零头筹码折合 {raced}（面值 {into}，取最接近的整枚，一半进位），每枚零头筹码发一张牌，从 1 号座位开始；牌最大者（先比点数，再比花色：黑桃、红心、方块、梅花）各赢一枚。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/chiprace.py" line="51"/>
        <source>%n chip(s)</source>
        <translation>
            <numerusform>%n 枚筹码</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="63"/>
        <source>Seed {0}: the same seed deals the same cards.</source>
        <translation>种子 {0}：相同种子发出相同的牌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="79"/>
        <source>Chip race</source>
        <translation>筹码比牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/chiprace.py" line="106"/>
        <source>No chip race is recorded for this event yet (run one in the Clock tab during a colour-up break).</source>
        <translation>本赛事尚无筹码比牌记录（请在换码休息时于“计时”标签中进行）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="140"/>
        <location filename="../../tdesk/print/receipt.py" line="162"/>
        <source>Printed {0}</source>
        <translation>打印于 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/document.py" line="141"/>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
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
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="83"/>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/person_history.py" line="52"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <location filename="../../tdesk/print/swiss.py" line="310"/>
        <source>Prize</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="99"/>
        <location filename="../../tdesk/print/money.py" line="170"/>
        <source>Prize pool {0} · {1} entries · {2} places paid</source>
        <translation>奖池 {0} · 报名 {1} 人次 · 奖励 {2} 个名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="131"/>
        <source>Flights pay nothing: the prizes are {0}&apos;s (FLT-6). Print the payouts and the results from {0}.</source>
        <translation>组别不发奖金：奖金属于 {0}（FLT-6）。请从 {0} 打印奖金表和成绩。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="139"/>
        <location filename="../../tdesk/print/satellite.py" line="151"/>
        <source>Payouts</source>
        <translation>奖金分配</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="149"/>
        <source>Bounties</source>
        <translation>赏金</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="150"/>
        <location filename="../../tdesk/print/players.py" line="99"/>
        <location filename="../../tdesk/print/satellite.py" line="71"/>
        <location filename="../../tdesk/print/seating.py" line="124"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="151"/>
        <location filename="../../tdesk/print/players.py" line="72"/>
        <location filename="../../tdesk/print/satellite.py" line="72"/>
        <source>Country</source>
        <extracomment>(header, alignment, cell) of every column a list may print. The columns each kind prints, between the name and the status (&quot;&quot; = any other caller). The headers, marked for pyside6-lupdate (printed through translate(&quot;print&quot;, …)).</extracomment>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="152"/>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="160"/>
        <source>Kept back for the winner</source>
        <translation>留给冠军的奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="176"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}, envelopes not drawn {3}; the entries funded {4}</source>
        <translation>赏金池 {0}：已领取 {1}，场上赏金 {2}，未抽信封 {3}；报名提供 {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="182"/>
        <source>Bounty pool {0}: collected {1}, heads in play {2}</source>
        <translation>赏金池 {0}：已获得 {1}，在赛人头 {2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="189"/>
        <source>The deal settled the bounties: heads {0} and the envelopes not drawn {1}, shared equally by the {2} players in it</source>
        <translation>协议已结算赏金：人头赏金 {0}，未抽取的信封 {1}，由协议中的 {2} 位玩家平分</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="193"/>
        <source>The deal settled the bounties: each of the {0} players in it took their own head ({1} in all)</source>
        <translation>协议已结算赏金：协议中的 {0} 位玩家各自拿回自己的人头赏金（共 {1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="197"/>
        <source>Bounty money: taken {0} = won {1} + in play {2} + house {3}; won: paid {4}, owed {5}</source>
        <translation>赏金款项：收取 {0} = 赢得 {1} + 场上 {2} + 场馆 {3}；赢得部分：已付 {4}，待付 {5}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="202"/>
        <source>Bounty parts taken {0}: the event has no bounty format, so no bounty has been paid.</source>
        <translation>已收取赏金部分 {0}：赛事没有赏金格式，因此未支付任何赏金。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="206"/>
        <source>Nobody has finished yet.</source>
        <translation>尚无选手结束比赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="214"/>
        <location filename="../../tdesk/print/satellite.py" line="64"/>
        <source>Handed over {0} ({1})</source>
        <translation>已发放 {0}（{1}）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="33"/>
        <source>Day {0}: {1} players bagged · {2} chips</source>
        <translation>第 {0} 天：{1} 名玩家封袋 · {2} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="36"/>
        <source>Chips bagged</source>
        <translation>封袋筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="37"/>
        <source>Signature</source>
        <translation>签名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="44"/>
        <source>No one has bagged in this flight yet.</source>
        <translation>本组别尚无人封袋。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="49"/>
        <location filename="../../tdesk/print/money.py" line="165"/>
        <location filename="../../tdesk/print/money.py" line="251"/>
        <location filename="../../tdesk/print/ofc_hands.py" line="41"/>
        <location filename="../../tdesk/print/satellite.py" line="81"/>
        <location filename="../../tdesk/print/series.py" line="63"/>
        <source>Total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="57"/>
        <source>Counted and bagged by (floor): ____________________    Time: __________</source>
        <translation>清点并封袋（现场）：____________________    时间：__________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/flights.py" line="67"/>
        <source>Bag sheet</source>
        <translation>封袋表</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="225"/>
        <location filename="../../tdesk/print/satellite.py" line="108"/>
        <source>Results</source>
        <translation>成绩</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="232"/>
        <source>Players left {0} of {1} · chips in play {2} · counted {3} · average stack {4}</source>
        <translation>剩余选手 {0}/{1} · 场上筹码 {2} · 已统计 {3} · 平均筹码 {4}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="64"/>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <location filename="../../tdesk/print/seating.py" line="84"/>
        <location filename="../../tdesk/print/swiss.py" line="241"/>
        <source>Table {0}</source>
        <translation>{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="240"/>
        <source>Not seated</source>
        <translation>未入座</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/players.py" line="73"/>
        <location filename="../../tdesk/print/receipt.py" line="133"/>
        <location filename="../../tdesk/print/seating.py" line="93"/>
        <location filename="../../tdesk/print/seating.py" line="129"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="243"/>
        <source>Counted</source>
        <translation>统计</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="254"/>
        <source>Counts recorded</source>
        <translation>已记录的统计</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <location filename="../../tdesk/print/receipt.py" line="130"/>
        <source>Time</source>
        <translation>时间</translation>
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
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="256"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/money.py" line="269"/>
        <source>Chip counts</source>
        <translation>筹码统计</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="31"/>
        <source>Top</source>
        <translation>上道</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="32"/>
        <source>Middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="33"/>
        <source>Bottom</source>
        <translation>下道</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="34"/>
        <source>Board</source>
        <translation>牌面</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="35"/>
        <source>Pair</source>
        <translation>对局</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="36"/>
        <source>Mid</source>
        <translation>中</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="37"/>
        <source>Bot</source>
        <translation>下</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="38"/>
        <source>Scoop</source>
        <translation>全胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="39"/>
        <source>Royalties</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="40"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Penalties</source>
        <translation>判罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="42"/>
        <source>Transaction (position order)</source>
        <translation>结算（按位置顺序）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="43"/>
        <source>Owed</source>
        <translation>应付</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="44"/>
        <source>Paid</source>
        <translation>已付</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="45"/>
        <source>How</source>
        <translation>说明</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="46"/>
        <location filename="../../tdesk/print/person_history.py" line="53"/>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Points</source>
        <translation>积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="47"/>
        <source>Before</source>
        <translation>之前</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="48"/>
        <source>After</source>
        <translation>之后</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="49"/>
        <source>Change</source>
        <translation>变化</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="50"/>
        <source>Bust</source>
        <translation>出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="59"/>
        <source>missed hand (OFC-X2)</source>
        <translation>错过一手（OFC-X2）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="64"/>
        <source>legal</source>
        <translation>合规</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="66"/>
        <source>{0} exposed (OFC-X1)</source>
        <translation>亮出 {0} 张（OFC-X1）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="87"/>
        <source>nothing owed</source>
        <translation>无需支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="91"/>
        <source>paid in full</source>
        <translation>全额支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="92"/>
        <source>stopped by {0}&apos;s cap (OFC-S3)</source>
        <translation>受 {0} 的上限限制（OFC-S3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="93"/>
        <source>skipped: {0} is out (OFC-S4)</source>
        <translation>跳过：{0} 已出局（OFC-S4）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="94"/>
        <source>skipped: {0}&apos;s cap is used up (OFC-S3)</source>
        <translation>跳过：{0} 的上限已用完（OFC-S3）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="98"/>
        <source>{0} eliminated</source>
        <translation>{0} 出局</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="111"/>
        <source>out, {0}.</source>
        <translation>出局，第 {0} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="123"/>
        <source>table {0}</source>
        <translation>{0} 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="126"/>
        <source>not applied (tutorial)</source>
        <translation>未计入（教学）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="127"/>
        <source>Hand {0}{1} · level {2}, {3} a point</source>
        <translation>第 {0} 手{1} · 第 {2} 级，每分 {3}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="158"/>
        <source>No OFC hands have been scored in this event yet.</source>
        <translation>本赛事尚未计分任何 OFC 牌局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="159"/>
        <source>Points: rows 1 each, scoop +3, a foul pays 6 plus royalties, penalties per active player; chips = points × the level&apos;s value, capped by the stack each player began the hand with.</source>
        <translation>计分：每道 1 分，全胜 +3，犯规支付 6 分加奖励分，罚分按每位在局玩家计；筹码 = 分数 × 本级分值，上限为玩家本手开始时的筹码。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/ofc_hands.py" line="163"/>
        <source>OFC hand history</source>
        <translation>OFC 牌局记录</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="55"/>
        <source>{0}, counts in round {1}</source>
        <translation>{0}，计入第 {1} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="57"/>
        <source>(rescinded)</source>
        <translation>（已撤销）</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="64"/>
        <location filename="../../tdesk/print/penalty_log.py" line="71"/>
        <location filename="../../tdesk/print/penalty_log.py" line="123"/>
        <source>%n penalty(ies)</source>
        <translation>
            <numerusform>%n 项处罚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="65"/>
        <source>%n rescinded</source>
        <translation>
            <numerusform>%n 项已撤销</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="72"/>
        <source>given to %n player(s).</source>
        <translation>
            <numerusform>涉及 %n 名玩家。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="74"/>
        <source>%n more were rescinded and are listed, marked.</source>
        <translation>
            <numerusform>另有 %n 项已撤销，已列出并标注。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="77"/>
        <source>Rules enforcement level: {0}.</source>
        <translation>规则执行级别：{0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="92"/>
        <source>No penalties were given in this event.</source>
        <translation>本赛事未有处罚。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="100"/>
        <source>For the rating database: disqualifications without prizes</source>
        <translation>提交积分数据库：取消资格且无奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="111"/>
        <source>None.</source>
        <translation>无。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="114"/>
        <source>All penalties</source>
        <translation>全部处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="115"/>
        <source>Rd</source>
        <translation>轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="116"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <location filename="../../tdesk/print/penalty_log.py" line="139"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="64"/>
        <source>Player&apos;s signature</source>
        <translation>选手签名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="66"/>
        <location filename="../../tdesk/print/penalty_log.py" line="117"/>
        <source>Judge</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="67"/>
        <source>Checked</source>
        <translation>核对</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Count</source>
        <translation>张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="75"/>
        <source>Card</source>
        <translation>卡名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="79"/>
        <source>No list is registered: write it below, one card per line with its count.</source>
        <translation>尚未登记：请在下方填写，每行一张卡并注明张数。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="84"/>
        <source>Main deck</source>
        <translation>主牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="86"/>
        <location filename="../../tdesk/print/decklists.py" line="90"/>
        <source>cards</source>
        <translation>张</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="88"/>
        <source>Sideboard</source>
        <translation>备牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="91"/>
        <source>Registered {0} by {1}.</source>
        <translation>{0} 由 {1} 登记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="94"/>
        <location filename="../../tdesk/print/decklists.py" line="137"/>
        <source>Locked since round 1 was paired ({0}).</source>
        <translation>第 1 轮配对后已锁定（{0}）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="97"/>
        <source>Changed after the lock by the head judge: {0}</source>
        <translation>锁定后经主裁判修改：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="113"/>
        <source>No players are registered.</source>
        <translation>尚无选手报名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="118"/>
        <source>Decklist</source>
        <translation>套牌登记表</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/decklists.py" line="126"/>
        <source>%n player(s) without a decklist</source>
        <translation>
            <numerusform>%n 名选手未交套牌登记</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="134"/>
        <source>Every player has registered a decklist.</source>
        <translation>所有选手均已登记套牌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/decklists.py" line="139"/>
        <source>Decklists missing</source>
        <translation>未交套牌登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="118"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="128"/>
        <source>Per player</source>
        <translation>按玩家</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="135"/>
        <source>rescinded {0}</source>
        <translation>已撤销 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="140"/>
        <source>What was recorded and why</source>
        <translation>记录内容及原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="145"/>
        <source>Linked penalties (PEN-1) print as &quot;+ …&quot; under the penalty that brought them. Rescinded penalties are kept and marked.</source>
        <translation>关联处罚（PEN-1）以“+ …”打印在引起它的处罚下方。已撤销的处罚保留并标注。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="155"/>
        <source>Judge&apos;s report: penalties</source>
        <translation>裁判报告：处罚</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="174"/>
        <source>%n hand(s), served</source>
        <translation>
            <numerusform>%n 手，已执行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="175"/>
        <source>%n hand(s), {0} left</source>
        <translation>
            <numerusform>%n 手，剩余 {0}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/penalty_log.py" line="176"/>
        <source>%n hand(s)</source>
        <translation>
            <numerusform>%n 手</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/penalty_log.py" line="177"/>
        <source>by {0}: {1}</source>
        <translation>由 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="74"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="75"/>
        <source>Site games</source>
        <translation>网站对局</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/players.py" line="84"/>
        <location filename="../../tdesk/print/seating.py" line="94"/>
        <location filename="../../tdesk/print/seating.py" line="126"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="37"/>
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n 名玩家</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="97"/>
        <source>No players are registered for this event yet.</source>
        <translation>本赛事尚无报名玩家。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="25"/>
        <source>Player history</source>
        <translation>选手历史</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="31"/>
        <source>{0} of {1}</source>
        <translation>{0} / {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="38"/>
        <source>lives: {0}</source>
        <translation>命数：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="49"/>
        <source>This person has played no event yet.</source>
        <translation>此人尚未参加任何赛事。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Date</source>
        <translation>日期</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="50"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <location filename="../../tdesk/print/players.py" line="100"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="51"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="66"/>
        <source>rating {0}</source>
        <translation>等级分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/person_history.py" line="70"/>
        <source>PEN-6: disqualified without prizes or suspended in an event marked PEN-6 (flagged for the rating database).</source>
        <translation>PEN-6：在标记 PEN-6 的赛事中被取消资格且无奖金或被禁赛（已标记报告等级分数据库）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="108"/>
        <source>Numbers are line numbers, not seats.</source>
        <translation>编号为行号，不是座位号。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/players.py" line="125"/>
        <source>Player list</source>
        <translation>玩家名单</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="89"/>
        <source>CHIPS {0}</source>
        <translation>筹码 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="98"/>
        <source>TABLE</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="99"/>
        <source>SEAT</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="150"/>
        <source>Nobody is seated yet: draw the seats first.</source>
        <translation>尚无人入座：请先抽座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seat_cards.py" line="151"/>
        <source>Seat cards</source>
        <translation>座位卡</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="83"/>
        <source>Final table {0}</source>
        <extracomment>Table sheets side by side on one page (two columns of sheets, as many rows as fit).</extracomment>
        <translation>决赛桌 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="87"/>
        <source>— blocked —</source>
        <translation>— 已封锁 —</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="88"/>
        <source>(empty)</source>
        <translation>（空）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="104"/>
        <source>No tables are open.</source>
        <translation>没有开放的牌桌。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="117"/>
        <source>D marks the button for the next hand; F a fixed seat (the player stays when tables are balanced).</source>
        <translation>D 表示下一手的庄家按钮；F 表示固定座位（平衡牌桌时该玩家不移动）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="123"/>
        <source>Nobody is seated yet.</source>
        <translation>尚无人入座。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="144"/>
        <source>From table {0} seat {1}   →   table {2} seat {3}</source>
        <translation>从 {0} 号桌 {1} 号座位   →   {2} 号桌 {3} 号座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="147"/>
        <source>Seats swap with {0}: they move together (TDA-F1-B).</source>
        <translation>与 {0} 互换座位：同时移动 (TDA-F1-B)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="175"/>
        <source>Table sheets</source>
        <translation>牌桌表</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="188"/>
        <source>Seating list</source>
        <translation>座位名单</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/seating.py" line="204"/>
        <source>Move slips</source>
        <translation>换座单</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="31"/>
        <source>Chips per point</source>
        <translation>每分筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="32"/>
        <source>Starts</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="33"/>
        <source>Small blind</source>
        <translation>小盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Big blind</source>
        <translation>大盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="34"/>
        <source>Ante</source>
        <translation>前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="35"/>
        <source>Clock</source>
        <translation>时钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="73"/>
        <source>Break {0} min</source>
        <translation>休息 {0} 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="75"/>
        <source>colour up the {0} chips</source>
        <translation>兑换 {0} 面值筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="88"/>
        <source> (BB)</source>
        <translation> (大盲)</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="133"/>
        <source>%n round(s), {0} in all.</source>
        <translation>
            <numerusform>%n 轮，共 {0}。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/structure.py" line="135"/>
        <source>%n level(s), {0} in all.</source>
        <translation>
            <numerusform>%n 个级别，共 {0}。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="138"/>
        <source>Starting stack {0}.</source>
        <translation>起始筹码 {0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="141"/>
        <source>Chips: {0}.</source>
        <translation>筹码：{0}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/structure.py" line="156"/>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="119"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="55"/>
        <source>No round has been paired yet.</source>
        <translation>尚未进行任何配对。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="127"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Round {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="143"/>
        <source>organiser bye</source>
        <translation>主办方轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="149"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="56"/>
        <source>BYE</source>
        <translation>轮空</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="198"/>
        <source>%n table(s)</source>
        <extracomment>A column at least this wide is a names column: its cells are not measured (big events).</extracomment>
        <translation>
            <numerusform>%n 张桌子</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="199"/>
        <location filename="../../tdesk/print/swiss.py" line="218"/>
        <location filename="../../tdesk/print/swiss_plans.py" line="65"/>
        <source>Opponent</source>
        <translation>对手</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="201"/>
        <source>Pairings by table</source>
        <translation>按桌号配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="220"/>
        <source>Pairings by name</source>
        <translation>按姓名配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Games won: ____</source>
        <translation>胜局数：____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="237"/>
        <location filename="../../tdesk/print/swiss.py" line="238"/>
        <source>Signature: ______________</source>
        <translation>签名：______________</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Drawn games: ____</source>
        <translation>平局数：____</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="240"/>
        <source>Dropping? Tick: ☐ / ☐</source>
        <translation>退赛？请勾选：☐ / ☐</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="250"/>
        <source>No table needs a slip.</source>
        <translation>没有桌子需要成绩单。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="251"/>
        <source>Result slips</source>
        <translation>成绩单</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>ML</source>
        <translation>判负场</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="255"/>
        <source>GL</source>
        <translation>判负局</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="271"/>
        <source>ML: a Match loss from a penalty counts in this match (PEN-2): the player loses it whatever is written.</source>
        <translation>判负场：判罚的整场判负计入本场比赛（PEN-2）：无论填写什么，该选手均负。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="273"/>
        <source>GL: a Game loss from a penalty counts in this match (PEN-2): a game won by the opponent.</source>
        <translation>判负局：判罚的一局判负计入本场比赛（PEN-2）：算作对手赢得一局。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="299"/>
        <source>(dropped)</source>
        <translation>（已退赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>Pod</source>
        <translation>分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="307"/>
        <source>In pod</source>
        <translation>组内</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="309"/>
        <source>Top cut</source>
        <translation>淘汰赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="317"/>
        <source>Draft: one order over all pods by points and the tiebreaks; each pod keeps its own order (In pod).</source>
        <translation>轮抽：所有分组按积分和破同分规则排成一个名次；每组内部保持原有顺序（组内）。</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/swiss.py" line="320"/>
        <source>After %n round(s).</source>
        <translation>
            <numerusform>%n 轮后。</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="314"/>
        <source>Ties: quality of wins, quality of losses, quality of games, second-order quality, head-to-head, penalties, lot.</source>
        <translation>同分时依次比较：胜局质量、负局质量、对局质量、二阶质量、直接交锋、判罚、抽签。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="512"/>
        <source>Table {0}: +{1} min</source>
        <translation>第 {0} 桌：+{1} 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="44"/>
        <source>Points: {0} × √field ÷ √place</source>
        <translation>积分：{0} × √参赛人数 ÷ √名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="46"/>
        <source>Points: {0} × (field − place + 1)</source>
        <translation>积分：{0} × (参赛人数 − 名次 + 1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="48"/>
        <source>Points by place: {0}; further places {1}</source>
        <translation>按名次积分：{0}；其余名次 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="52"/>
        <source>Points by place and field size</source>
        <translation>按名次和参赛人数积分</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="53"/>
        <source>best {0} results count</source>
        <translation>计入最佳 {0} 个成绩</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="54"/>
        <source>every result counts</source>
        <translation>所有成绩均计入</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="62"/>
        <location filename="../../tdesk/print/swiss.py" line="308"/>
        <source>Rank</source>
        <translation>名次</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/series.py" line="75"/>
        <source>{0}: {1} (%n player(s))</source>
        <translation>
            <numerusform>{0}：{1}（%n 名选手）</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="77"/>
        <source>{0}: {1} (no results yet)</source>
        <translation>{0}：{1}（尚无成绩）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="83"/>
        <source>No results yet.</source>
        <translation>尚无成绩。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/series.py" line="92"/>
        <source>Series leaderboard</source>
        <translation>系列赛排行榜</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>W-L-D</source>
        <translation>胜-负-平</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="311"/>
        <source>Wins q.</source>
        <translation>胜局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Losses q.</source>
        <translation>负局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>Games q.</source>
        <translation>对局质量</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>2nd order</source>
        <translation>二阶</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="312"/>
        <source>H2H</source>
        <translation>交锋</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="313"/>
        <source>Lot</source>
        <translation>抽签</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="322"/>
        <source>The top cut decides the first places; the points and tiebreaks are those of the Swiss rounds.</source>
        <translation>前几名由淘汰赛决定；积分和小分为瑞士轮的成绩。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="18"/>
        <source>game/match losses: {0}</source>
        <translation>判负：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="20"/>
        <source>penalty points: {0}</source>
        <translation>罚分：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="22"/>
        <source>warnings: {0}</source>
        <translation>警告：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_words.py" line="29"/>
        <source>Late: loss, round {0}</source>
        <translation>迟到报名：第 {0} 轮判负</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <location filename="../../tdesk/print/swiss.py" line="406"/>
        <source>Winner</source>
        <translation>冠军</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="467"/>
        <source>The top cut has not started.</source>
        <translation>淘汰赛尚未开始。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="133"/>
        <location filename="../../tdesk/print/swiss.py" line="343"/>
        <source>Final</source>
        <translation>决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="135"/>
        <source>Semi-finals</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="137"/>
        <source>Quarter-finals</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="138"/>
        <source>Top {0}</source>
        <translation>前 {0} 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="334"/>
        <source>Final standings</source>
        <translation>最终排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="344"/>
        <source>Semi-final</source>
        <translation>半决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="345"/>
        <source>Quarter-final</source>
        <translation>四分之一决赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="348"/>
        <source>Round of {0}</source>
        <translation>{0}强赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="471"/>
        <source>Winner: {0}</source>
        <translation>冠军：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss.py" line="472"/>
        <source>Top cut bracket</source>
        <translation>淘汰赛对阵表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/print_action.py" line="76"/>
        <source>Preparing {0}…</source>
        <translation>正在生成 {0}…</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/receipt.py" line="83"/>
        <source>Bounties, %n knockout(s)</source>
        <translation>
            <numerusform>赏金，%n 次淘汰</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="86"/>
        <source>Prize, place {0}</source>
        <translation>奖金，第{0}名</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="87"/>
        <source>Prize (deal)</source>
        <translation>奖金（协议分配）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="89"/>
        <source>{0} #{1}</source>
        <translation>{0} 第 {1} 次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="109"/>
        <source>COPY</source>
        <translation>副本</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="118"/>
        <source>Prize receipt</source>
        <translation>奖金收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="119"/>
        <source>Bounty receipt</source>
        <translation>赏金收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="120"/>
        <location filename="../../tdesk/print/receipt.py" line="192"/>
        <source>Receipt</source>
        <translation>收据</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="122"/>
        <source>No. {0}</source>
        <translation>编号 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="126"/>
        <source>{0} chips</source>
        <translation>{0} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="128"/>
        <source>For</source>
        <translation>项目</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="129"/>
        <source>Method</source>
        <translation>支付方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="131"/>
        <source>Staff</source>
        <translation>工作人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="137"/>
        <source>Paid out</source>
        <translation>已支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="138"/>
        <source>Received</source>
        <translation>已收款</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="149"/>
        <source>Buy-in {0}</source>
        <translation>买入 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="151"/>
        <source>fee {0}</source>
        <translation>手续费 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="153"/>
        <source>bounty {0}</source>
        <translation>赏金 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/receipt.py" line="156"/>
        <source>Received by (signature)</source>
        <translation>领取人（签名）</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="23"/>
        <source>Seat to {0}</source>
        <translation>{0} 席位</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="80"/>
        <location filename="../../tdesk/print/satellite.py" line="122"/>
        <location filename="../../tdesk/print/satellite_words.py" line="26"/>
        <source>{0} + {1} in cash</source>
        <translation>{0} + 现金 {1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="29"/>
        <source>Seat taken as cash</source>
        <translation>席位已折现</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite_words.py" line="31"/>
        <source>Remainder in cash</source>
        <translation>现金余额</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="44"/>
        <location filename="../../tdesk/print/satellite.py" line="135"/>
        <source>Prize pool {0} · {1} entries</source>
        <translation>奖池 {0} · {1} 个参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="50"/>
        <source>the target event</source>
        <translation>目标赛事</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="51"/>
        <source>%n seat(s) of {0} to {1}</source>
        <translation>
            <numerusform>%n 个价值 {0} 的 {1} 席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="54"/>
        <source>remainder {0} in cash</source>
        <translation>现金余额 {0}</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="56"/>
        <source>%n player(s) left: all win a seat</source>
        <translation>
            <numerusform>剩余 %n 名玩家：全部获得席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="73"/>
        <location filename="../../tdesk/print/satellite.py" line="117"/>
        <source>Wins</source>
        <translation>所得</translation>
    </message>
    <message numerus="yes">
        <location filename="../../tdesk/print/satellite.py" line="78"/>
        <source>%n seat(s)</source>
        <translation>
            <numerusform>%n 个席位</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../../tdesk/print/satellite.py" line="124"/>
        <source>{0} in cash</source>
        <translation>现金 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="29"/>
        <source>No draft pods have been assigned.</source>
        <translation>尚未分配轮抽分组。</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="31"/>
        <source>Rank in pod</source>
        <translation>组内名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="36"/>
        <source>Pod {0}</source>
        <translation>第 {0} 组</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="43"/>
        <source>Without a pod: {0}</source>
        <translation>未分组：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="45"/>
        <source>Draft pod seatings</source>
        <translation>轮抽分组座位表</translation>
    </message>
    <message>
        <location filename="../../tdesk/print/swiss_plans.py" line="68"/>
        <source>Seating by name</source>
        <translation>按姓名查座位</translation>
    </message>
</context>
<context>
    <name>results</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="681"/>
        <source>ICM deal</source>
        <translation>ICM 协议分奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="682"/>
        <source>Chip-chop deal</source>
        <translation>按筹码比例分奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="683"/>
        <source>Deal</source>
        <translation>协议分奖</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="696"/>
        <source>{0}, {1} played for</source>
        <translation>{0}，留 {1} 继续争夺</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="699"/>
        <source>{0}: {1}</source>
        <translation>{0}：{1}</translation>
    </message>
</context>
<context>
    <name>settings</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="80"/>
        <source>Starting stack</source>
        <extracomment>Labels of the event settings (tdesk/rules/event_settings.py) as the event dialog shows them.</extracomment>
        <translation>起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="81"/>
        <source>Seats per table</source>
        <translation>每桌座位数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="82"/>
        <source>Final table size</source>
        <translation>决赛桌人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="83"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="84"/>
        <source>Hand-for-hand from (players from the money)</source>
        <translation>逐手进行起点（距离奖励圈的人数）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="85"/>
        <source>Flight plays down to (players)</source>
        <translation>组别打到（剩余玩家）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="86"/>
        <source>Flight plays down to (% of entries)</source>
        <translation>组别打到（报名人次的百分比）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="87"/>
        <source>Flight ends after level</source>
        <translation>组别在该级别结束后结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="88"/>
        <source>A player in several flights advances with</source>
        <translation>参加多个组别的玩家晋级时采用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="89"/>
        <source>Day 2 seat draw</source>
        <translation>第二天座位抽签</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="90"/>
        <source>Day 2 resumes at level</source>
        <translation>第二天从该级别继续</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="91"/>
        <source>Level length (minutes)</source>
        <translation>级别时长（分钟）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="92"/>
        <source>Royalty table</source>
        <translation>奖励分表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="93"/>
        <source>Lives per player</source>
        <translation>每位选手的生命数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="94"/>
        <source>Games needed on the host site</source>
        <translation>在主办网站所需的局数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="95"/>
        <source>Time slots per round</source>
        <translation>每轮时段数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="96"/>
        <source>Round start hour</source>
        <translation>每轮开始时间（时）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="97"/>
        <source>Round cut-off hour</source>
        <translation>每轮截止时间（时）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="98"/>
        <source>Swiss rounds</source>
        <translation>瑞士轮轮数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="99"/>
        <source>Top cut</source>
        <translation>淘汰赛人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="100"/>
        <source>Rules enforcement level</source>
        <translation>规则执行级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="101"/>
        <source>Decklists (constructed event)</source>
        <translation>套牌登记（构筑赛）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="102"/>
        <source>Minimum deck size</source>
        <translation>套牌最少张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="103"/>
        <source>Maximum deck size</source>
        <translation>套牌最多张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="104"/>
        <source>Copies per card</source>
        <translation>同名卡张数上限</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="105"/>
        <source>Sideboard size</source>
        <translation>备牌张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="106"/>
        <source>Cards allowed in any number</source>
        <translation>不限张数的卡牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="107"/>
        <source>Draft pods</source>
        <translation>轮抽分组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="108"/>
        <source>Pod size</source>
        <translation>每组人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="109"/>
        <source>Smallest pod</source>
        <translation>最少每组人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="110"/>
        <source>Round 1 across the draft table</source>
        <translation>第 1 轮按轮抽桌对面配对</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="111"/>
        <source>First table number</source>
        <translation>起始桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="112"/>
        <source>Late entries: losses for missed rounds</source>
        <translation>迟到报名：错过的轮次计为负</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="113"/>
        <source>Late entries may get the bye in their first round</source>
        <translation>迟到报名者可在其首轮轮空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="119"/>
        <source>The chips each player starts with</source>
        <extracomment>The settings&apos; help (their tooltips), every one with words (issue 36: no bare rule ID).</extracomment>
        <translation>每位选手的起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="120"/>
        <source>TDA-F1-A: the most players seated at one table</source>
        <translation>TDA-F1-A：一张桌最多坐的选手数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="121"/>
        <source>The game dealt: flop games, stud or six-max</source>
        <translation>所发的牌局：翻牌类、梭哈或六人桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="122"/>
        <source>FLT-3: which bag goes to Day 2 for a player who bagged chips in several flights</source>
        <translation>FLT-3：在多个轮次中封存筹码的选手，哪一袋筹码进入第二天</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="123"/>
        <source>FLT-5: drawn at random, or seated by chip stack</source>
        <translation>FLT-5：随机抽签，或按筹码量入座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="124"/>
        <source>OFC-L1: how long each point level lasts</source>
        <translation>OFC-L1：每个分值级别持续多久</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="125"/>
        <source>OFC-P5: the royalty table the calculator scores with</source>
        <translation>OFC-P5：计算器计分所用的奖分表</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="126"/>
        <source>HU-1: a player is out of the league once all their lives are lost</source>
        <translation>HU-1：选手失去全部生命后即退出联赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="127"/>
        <source>HU-2: the chips each player starts every match with</source>
        <translation>HU-2：每位选手每场比赛的起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="128"/>
        <source>HU-E1: the games a player must have played on the host site to enter</source>
        <translation>HU-E1：选手参赛前须在主办网站上打过的局数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="129"/>
        <source>HU-D1: the time slots offered for a round&apos;s matches</source>
        <translation>HU-D1：为一轮比赛提供的时段</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="130"/>
        <source>HU-R3: the hour a round begins</source>
        <translation>HU-R3：一轮开始的时刻</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="131"/>
        <source>HU-R3: the hour by which a round&apos;s matches must be played</source>
        <translation>HU-R3：一轮比赛须打完的截止时刻</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="132"/>
        <source>CG-P1: the Swiss rounds played before the top cut</source>
        <translation>CG-P1：淘汰赛前进行的瑞士轮数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="133"/>
        <source>CG-M3: the players who go on to the bracket after the Swiss; 0 is no top cut</source>
        <translation>CG-M3：瑞士轮后进入淘汰赛的人数；0 表示没有淘汰赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="134"/>
        <source>CG-J1: which penalties apply, and whether the head judge may play</source>
        <translation>CG-J1：适用哪些判罚，以及主裁判能否参赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="135"/>
        <source>DECK-5: every player registers a decklist, locked from their first round</source>
        <translation>DECK-5：每位选手登记套牌列表，从其第一轮起锁定</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="136"/>
        <source>DECK-3: the fewest cards a main deck may have</source>
        <translation>DECK-3：主牌最少的张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="137"/>
        <source>DECK-4: the most copies of one card a deck may hold</source>
        <translation>DECK-4：一副套牌中同名卡最多的张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="138"/>
        <source>CG-D1: the fewest players a pod may have</source>
        <translation>CG-D1：一个分组最少的选手数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="139"/>
        <source>CG-T9: the number of every round&apos;s first table</source>
        <translation>CG-T9：每轮第一张桌的桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="140"/>
        <source>TDA-F1: 10 players for flop games, 9 for stud, 7 for six-max</source>
        <translation>TDA-F1：翻牌类 10 人，梭哈 9 人，六人桌 7 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="141"/>
        <source>HFH-1: offered this many players from the money; 0: by hand only</source>
        <translation>HFH-1：距离奖励圈这么多人时提示；0：仅手动</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="142"/>
        <source>FLT-1: 0 is no such stop</source>
        <translation>FLT-1：0 表示不设此停止点</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="143"/>
        <source>FLT-1: rounded up; 0 is no such stop</source>
        <translation>FLT-1：向上取整；0 表示不设此停止点</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="144"/>
        <source>FLT-5: the Day 2 clock&apos;s first level</source>
        <translation>FLT-5：第二天计时钟的第一个级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="145"/>
        <source>OFC-T1: 4-handed</source>
        <translation>OFC-T1：四人桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="146"/>
        <source>OFC-T1: 5-handed, button dealt out</source>
        <translation>OFC-T1：五人桌，庄位不发牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="147"/>
        <source>DECK-3: 0 is no maximum</source>
        <translation>DECK-3：0 表示不设上限</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="148"/>
        <source>DECK-3: 0 is no sideboard</source>
        <translation>DECK-3：0 表示没有备牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="149"/>
        <source>DECK-4: one card name per line; no copies limit for these</source>
        <translation>DECK-4：每行一个卡名；这些卡不限张数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="150"/>
        <source>CG-D1: pair and rank within pods</source>
        <translation>CG-D1：在组内配对和排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="151"/>
        <source>CG-D1: the largest pod</source>
        <translation>CG-D1：最大的组</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="152"/>
        <source>CG-D5-A: seat 1 v 5, 2 v 6 … in a pod of 8; off: by lot</source>
        <translation>CG-D5-A：8 人组中 1 号对 5 号、2 号对 6 号……；关闭：抽签</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="153"/>
        <source>CG-P3: on: each round a late entry missed counts as a match loss (0 points); off: they start on 0 points without losses</source>
        <translation>CG-P3：开启：迟到报名者错过的每一轮都记为一场比赛失利（0 分）；关闭：从 0 分开始，不记失利</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="155"/>
        <source>CG-P3: off: a late entry gets the bye in the round they join only when nobody else can take it</source>
        <translation>CG-P3：关闭：迟到报名者仅在无人可轮空时才在其加入的那一轮轮空</translation>
    </message>
</context>
<context>
    <name>status</name>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="30"/>
        <source>active</source>
        <translation>在赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="31"/>
        <source>busted</source>
        <translation>已淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="32"/>
        <source>dropped</source>
        <translation>已退赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/labels.py" line="33"/>
        <source>disqualified</source>
        <translation>已取消资格</translation>
    </message>
</context>
<context>
    <name>structures</name>
    <message>
        <location filename="../../tdesk/preset_words.py" line="28"/>
        <source>Poker MTT regular, {0} start</source>
        <extracomment>Each shipped text as a pattern (its amounts as groups) and the message it is shown as.</extracomment>
        <translation>扑克 MTT 常规，起始 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="30"/>
        <source>Poker MTT turbo, {0} start</source>
        <translation>扑克 MTT 快速，起始 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="31"/>
        <source>Heads-up league HU-B1</source>
        <translation>单挑联赛 HU-B1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="32"/>
        <source>OFC points OFC-L1</source>
        <translation>OFC 分值 OFC-L1</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="33"/>
        <source>Swiss round</source>
        <translation>瑞士轮轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/preset_words.py" line="36"/>
        <source>Colour up: the {0} chips leave play; exchange for {1}s, chip race for the odd ones</source>
        <translation>换码：{0} 筹码退出使用；兑换为 {1} 筹码，零头进行筹码竞赛</translation>
    </message>
</context>
<context>
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Season</source>
        <translation>赛季</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>Seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <location filename="../../tdesk/ui/tabs.py" line="35"/>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="37"/>
        <source>Ranking</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="38"/>
        <source>Rounds</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="39"/>
        <source>Standings</source>
        <translation>排名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="40"/>
        <source>OFC calculator</source>
        <translation>OFC 计分器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="41"/>
        <source>Penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="43"/>
        <source>Money</source>
        <translation>奖金</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="44"/>
        <source>Decklists</source>
        <translation>套牌登记</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="45"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
</context>
<context>
    <name>values</name>
    <message>
        <location filename="../../tdesk/engine_text.py" line="477"/>
        <source>flop</source>
        <translation>翻牌类</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="478"/>
        <source>stud</source>
        <translation>梭哈</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="479"/>
        <source>six-max</source>
        <translation>六人桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="480"/>
        <source>standard</source>
        <translation>标准</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="481"/>
        <source>winner-only</source>
        <translation>仅行赢家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="482"/>
        <source>classic-2012</source>
        <translation>经典（2012）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="483"/>
        <source>Amateur</source>
        <translation>业余</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="484"/>
        <source>Professional</source>
        <translation>专业</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="485"/>
        <source>Highest</source>
        <translation>最高</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="486"/>
        <source>dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="487"/>
        <source>light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="488"/>
        <source>Standard (event table)</source>
        <translation>标准（赛事表）</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="489"/>
        <source>Standard, royalties only to the row winner</source>
        <translation>标准，奖励分只给该道赢家</translation>
    </message>
    <message>
        <location filename="../../tdesk/engine_text.py" line="490"/>
        <source>Early (2012) table: royal 20 bottom / 40 middle, any top trips 20</source>
        <translation>早期（2012）表：皇家同花顺下道 20 / 中道 40，上道任意三条 20</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="41"/>
        <source>best-stack</source>
        <extracomment>the flight settings&apos; choices (``rules.event_settings``), as the event dialog shows them</extracomment>
        <translation>最大筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="42"/>
        <source>first-bag</source>
        <translation>第一次封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="43"/>
        <source>last-bag</source>
        <translation>最后一次封袋</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="44"/>
        <source>one-bag</source>
        <translation>仅限封袋一次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="45"/>
        <source>random</source>
        <translation>随机</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/money/flights.py" line="46"/>
        <source>by-stack</source>
        <translation>按筹码量</translation>
    </message>
</context>
</TS>
