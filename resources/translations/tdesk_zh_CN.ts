<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
<context>
    <name>BoardEditor</name>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="68"/>
        <source>Position %1</source>
        <translation>位置 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Top</source>
        <translation>头道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="80"/>
        <source>Middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="81"/>
        <source>Bottom</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="86"/>
        <source>%1 cards, e.g. Ah Kd 7c</source>
        <translation>%1 张牌，例如 Ah Kd 7c</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="108"/>
        <source>Missed hand</source>
        <translation>缺席本手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="110"/>
        <source>Absent: pays 3 per active player, nothing else (OFC-X2)</source>
        <translation>缺席：向每位在局选手支付 3 分，无其他结算 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="111"/>
        <source>Clock foul</source>
        <translation>超时犯规</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="113"/>
        <source>Did not act within 30 seconds of the clock (OFC-X3)</source>
        <translation>叫时后 30 秒内未行动 (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="117"/>
        <source>Exposed: </source>
        <translation>亮牌: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="118"/>
        <source>Cards exposed out of turn: 1 point per active player each (OFC-X1)</source>
        <translation>未轮到时亮牌：每张向每位在局选手支付 1 分 (OFC-X1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="192"/>
        <source>From the penalty log: %1, issued %2 by %3</source>
        <translation>来自处罚记录：%1，%2 由 %3 开具</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="194"/>
        <source>(no judge)</source>
        <translation>（无裁判）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="200"/>
        <source>Rescind it in the Penalties tab to take the mark off.</source>
        <translation>在“处罚”标签页撤销该处罚即可去掉标记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="205"/>
        <source>Rescind a penalty in the Penalties tab to take its mark off.</source>
        <translation>在“处罚”标签页撤销处罚即可去掉其标记。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="216"/>
        <source>— no player —</source>
        <translation>— 无选手 —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="303"/>
        <source>%1 has a bad card</source>
        <translation>%1 有无效的牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="338"/>
        <source>%1 is on another board</source>
        <translation>%1 已在另一个牌面上</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="344"/>
        <source>%1 cards: a %2 row has %3</source>
        <translation>%1 张牌：%2 应为 %3 张</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="354"/>
        <source>%1 of %2 cards</source>
        <translation>%1/%2 张牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="361"/>
        <source>Missed hand (OFC-X2)</source>
        <translation>缺席本手 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="374"/>
        <source>fouled on the clock (OFC-X3)</source>
        <translation>超时犯规 (OFC-X3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="378"/>
        <source>FOUL: %1</source>
        <translation>犯规：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="388"/>
        <source>royalty %1</source>
        <translation>奖励分 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/ofc_board.py" line="391"/>
        <source>Legal · royalties %1</source>
        <translation>有效 · 奖励分 %1</translation>
    </message>
</context>
<context>
    <name>BustDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="47"/>
        <source>Bust players</source>
        <translation>淘汰选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="50"/>
        <source>Stacks at the start of the hand (larger finishes higher):</source>
        <translation>本手开始时的筹码量（筹码多者名次靠前）：</translation>
    </message>
</context>
<context>
    <name>ChipRaceDialog</name>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="61"/>
        <source>Chip race</source>
        <translation>筹码竞赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="69"/>
        <source>Colour-up: the {0} chips leave play and are exchanged for {1}s. Odd chips race, one card each, from seat 1.</source>
        <translation>换码：面值 {0} 的筹码退出游戏，兑换为面值 {1} 的筹码。零散筹码从 1 号座位起每枚发一张牌进行竞赛。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="75"/>
        <source>e.g. Table 7</source>
        <translation>例如 7 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="83"/>
        <source>The same seed deals the same cards (recorded)</source>
        <translation>相同的随机种子发出相同的牌（会被记录）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="89"/>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="101"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="90"/>
        <source>{0} chips</source>
        <translation>{0} 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="91"/>
        <source>Other chips (value)</source>
        <translation>其他筹码（价值）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="102"/>
        <source>Exchanged</source>
        <translation>已兑换</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="103"/>
        <source>Odd chips</source>
        <translation>零散筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="104"/>
        <source>Cards</source>
        <translation>牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="105"/>
        <source>Wins</source>
        <translation>赢得</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="106"/>
        <source>Kept in</source>
        <translation>保留</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="107"/>
        <source>Chips after</source>
        <translation>换码后筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="120"/>
        <source>Run race</source>
        <translation>进行竞赛</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="123"/>
        <source>Record</source>
        <translation>记录</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="125"/>
        <source>Record and print…</source>
        <translation>记录并打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="127"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="133"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="134"/>
        <source>Seats</source>
        <translation>座位数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="135"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="172"/>
        <source>other chips</source>
        <translation>其他筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="178"/>
        <source>seat {0}: {1} {2!r} is not a whole number</source>
        <translation>{0} 号座位：{1} {2!r} 不是整数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="204"/>
        <source>Odd chips worth {0} → {1} chip(s) of {2} raced (nearest whole chip, halves up). Seed {3}.</source>
        <translation>零散筹码价值 {0} → 竞赛 {1} 枚面值 {2} 的筹码（取最接近的整枚，半枚进位）。随机种子 {3}。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="215"/>
        <source>wins 1</source>
        <translation>赢得 1 枚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/chiprace_dialog.py" line="216"/>
        <source>+1 chip</source>
        <translation>+1 枚筹码</translation>
    </message>
</context>
<context>
    <name>ClockTab</name>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="413"/>
        <source>Start</source>
        <translation>开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="102"/>
        <source>Space</source>
        <translation>空格键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>◀ Previous</source>
        <translation>◀ 上一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="104"/>
        <source>Left arrow</source>
        <translation>左方向键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Next ▶</source>
        <translation>下一级别 ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="106"/>
        <source>Right arrow</source>
        <translation>右方向键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="107"/>
        <source>−1 min</source>
        <translation>−1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="108"/>
        <source>+1 min</source>
        <translation>+1 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="109"/>
        <source>Restart level</source>
        <translation>重新开始本级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="112"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="113"/>
        <source>Seconds to add (negative: take away)</source>
        <translation>要增加的秒数（负数为减少）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="115"/>
        <source>Add seconds</source>
        <translation>增加秒数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Jump to selected</source>
        <translation>跳到所选级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="118"/>
        <source>Return</source>
        <translation>回车键</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="121"/>
        <source>Table / seat (optional)</source>
        <translation>桌 / 座位（可选）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="123"/>
        <source>Call the clock</source>
        <translation>叫时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="124"/>
        <source>Clear call</source>
        <translation>取消叫时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="125"/>
        <source>Edit structure…</source>
        <translation>编辑结构…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="126"/>
        <source>Chip race…</source>
        <translation>筹码竞赛…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="127"/>
        <source>Print structure…</source>
        <translation>打印结构…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="129"/>
        <source>Projector</source>
        <translation>投影</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="131"/>
        <source>Monitor for the projector</source>
        <translation>投影使用的显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="135"/>
        <source>Sounds</source>
        <translation>声音</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="148"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="149"/>
        <source>Blinds / points</source>
        <translation>盲注 / 分值</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="150"/>
        <source>Ante</source>
        <translation>前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="151"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="152"/>
        <source>Starts in</source>
        <translation>距开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="164"/>
        <source>Enter counts by hand</source>
        <translation>手动输入人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="166"/>
        <source>For events not tracked player by player; otherwise counted from the entries</source>
        <translation>用于未逐一登记选手的赛事；否则按参赛人次计算</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="174"/>
        <source>entries × starting stack</source>
        <translation>参赛人次 × 起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="176"/>
        <source>Save counts</source>
        <translation>保存人数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="198"/>
        <source>Key: {0}</source>
        <translation>按键：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="236"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="239"/>
        <source>Entries</source>
        <translation>参赛人次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="240"/>
        <source>Players left</source>
        <translation>剩余选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="241"/>
        <source>Chips in play</source>
        <translation>场上筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="242"/>
        <source>Average stack</source>
        <translation>平均筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="245"/>
        <source>Projector and sound</source>
        <translation>投影与声音</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="247"/>
        <source>Monitor</source>
        <translation>显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="248"/>
        <source>Theme</source>
        <translation>主题</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="335"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="350"/>
        <source>Colour up {0}</source>
        <translation>换码 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="353"/>
        <source>{0} per point</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="355"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="361"/>
        <source> (BB)</source>
        <translation> (大盲)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="394"/>
        <source>RUNNING</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="398"/>
        <source>Next: {0}</source>
        <translation>下一个：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="400"/>
        <source>Break in {0}</source>
        <translation>{0} 后休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="414"/>
        <source>Pause</source>
        <translation>暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="415"/>
        <source>Resume</source>
        <translation>继续</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="416"/>
        <location filename="../../tdesk/ui/clock_tab.py" line="418"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/clock_tab.py" line="451"/>
        <source>now</source>
        <translation>现在</translation>
    </message>
</context>
<context>
    <name>EventDialog</name>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>Edit event</source>
        <translation>编辑赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="37"/>
        <source>New event</source>
        <translation>新建赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="48"/>
        <source>The kind of an event cannot change once created.</source>
        <translation>赛事类型创建后无法更改。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="58"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="59"/>
        <source>&amp;Kind:</source>
        <translation>类型(&amp;K)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="60"/>
        <source>&amp;Date:</source>
        <translation>日期(&amp;D)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="61"/>
        <source>&amp;Venue:</source>
        <translation>场地(&amp;V)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/event_dialog.py" line="62"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="38"/>
        <source>Import players — {0}</source>
        <translation>导入选手 — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="52"/>
        <source>&amp;Import</source>
        <translation>导入(&amp;I)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="58"/>
        <source>&amp;Encoding:</source>
        <translation>编码(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="70"/>
        <source>Cannot read {0}: {1}</source>
        <translation>无法读取 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="83"/>
        <source>Country</source>
        <translation>国家/地区</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Games</source>
        <translation>对局数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="84"/>
        <source>Problem</source>
        <translation>问题</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="99"/>
        <source>{0} players ready to import (read as {1}).</source>
        <translation>{0} 名选手可以导入（按 {1} 读取）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/import_dialog.py" line="105"/>
        <source>&lt;b&gt;{0} problem(s); nothing will be imported until the file is fixed&lt;/b&gt; (read as {1}):&lt;br&gt;{2}</source>
        <translation>&lt;b&gt;{0} 个问题；修正文件之前不会导入任何内容&lt;/b&gt;（按 {1} 读取）：&lt;br&gt;{2}</translation>
    </message>
</context>
<context>
    <name>LateEntryDialog</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="75"/>
        <source>Late entry</source>
        <translation>延迟报名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="82"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="83"/>
        <source>Seated at the shortest table, at a random open seat (TDA-S1).</source>
        <translation>安排到人数最少的桌，随机空座 (TDA-S1)。</translation>
    </message>
</context>
<context>
    <name>LogTab</name>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Staff</source>
        <translation>工作人员</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Action</source>
        <translation>操作</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="34"/>
        <source>Seed</source>
        <translation>随机种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="35"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/log_tab.py" line="40"/>
        <source>undone</source>
        <translation>已撤销</translation>
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
        <translation>所有标签页显示的赛事 (Ctrl+K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="47"/>
        <source>Event</source>
        <translation>赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="50"/>
        <source>&amp;Event:</source>
        <translation>赛事(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="62"/>
        <source>&lt;h2&gt;No events yet&lt;/h2&gt;&lt;p&gt;Create one with &lt;b&gt;File › New event…&lt;/b&gt; (Ctrl+N), or run &lt;code&gt;tdesk demo&lt;/code&gt; to explore a demo store.&lt;/p&gt;</source>
        <translation>&lt;h2&gt;还没有赛事&lt;/h2&gt;&lt;p&gt;通过 &lt;b&gt;文件 › 新建赛事…&lt;/b&gt; (Ctrl+N) 创建一个，或运行 &lt;code&gt;tdesk demo&lt;/code&gt; 体验演示数据库。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="103"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="104"/>
        <source>&amp;New event…</source>
        <translation>新建赛事(&amp;N)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="105"/>
        <source>&amp;Edit event…</source>
        <translation>编辑赛事(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="107"/>
        <source>&amp;Delete event…</source>
        <translation>删除赛事(&amp;D)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="109"/>
        <source>Switch &amp;event</source>
        <translation>切换赛事(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="111"/>
        <source>&amp;Open store…</source>
        <translation>打开数据库(&amp;O)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="112"/>
        <source>&amp;Back up store…</source>
        <translation>备份数据库(&amp;B)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="114"/>
        <source>&amp;Restore from backup…</source>
        <translation>从备份恢复(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="117"/>
        <source>&amp;Import players…</source>
        <translation>导入选手(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="119"/>
        <source>E&amp;xport players…</source>
        <translation>导出选手(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="121"/>
        <source>&amp;Print</source>
        <translation>打印(&amp;P)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="123"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="125"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="126"/>
        <location filename="../../tdesk/ui/main_window.py" line="351"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="128"/>
        <location filename="../../tdesk/ui/main_window.py" line="354"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="131"/>
        <source>Floor &amp;staff name…</source>
        <translation>现场裁判姓名(&amp;S)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="133"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="134"/>
        <source>&amp;Rules reference</source>
        <translation>规则参考(&amp;R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="136"/>
        <source>&amp;About tdesk</source>
        <translation>关于 tdesk(&amp;A)</translation>
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
        <translation>删除赛事“{0}”及其 {1} 名选手和所有记录？

编辑 › 撤销 可以恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="273"/>
        <location filename="../../tdesk/ui/main_window.py" line="274"/>
        <source>Delete event</source>
        <translation>删除赛事</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="282"/>
        <source>Open store</source>
        <translation>打开数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="283"/>
        <source>tdesk stores (*.db *.sqlite);;All files (*)</source>
        <translation>tdesk 数据库 (*.db *.sqlite);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>Back up store</source>
        <translation>备份数据库</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="301"/>
        <source>SQLite (*.db)</source>
        <translation>SQLite (*.db)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="310"/>
        <source>Backup written to {0}</source>
        <translation>备份已写入 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="331"/>
        <source>Automatic backup failed: {0}</source>
        <translation>自动备份失败：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="337"/>
        <source>Undone: {0}</source>
        <translation>已撤销：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="343"/>
        <source>Redone: {0}</source>
        <translation>已重做：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="350"/>
        <source>&amp;Undo {0}</source>
        <translation>撤销(&amp;U) {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="353"/>
        <source>&amp;Redo {0}</source>
        <translation>重做(&amp;R) {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="365"/>
        <source>Store: {0}</source>
        <translation>数据库：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="366"/>
        <source>(not set)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="367"/>
        <source>Staff: {0}</source>
        <translation>工作人员：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="368"/>
        <source>rev {0}</source>
        <translation>版本 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="372"/>
        <source>Floor staff</source>
        <translation>现场裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="373"/>
        <source>Name recorded with every action:</source>
        <translation>每次操作记录的姓名：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="395"/>
        <source>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;Tournament desk for poker MTTs, Open Face Chinese, heads-up leagues and card-game Swiss events.&lt;br&gt;&lt;br&gt;Store: {1}</source>
        <translation>&lt;b&gt;tdesk {0}&lt;/b&gt;&lt;br&gt;适用于扑克多桌锦标赛（MTT）、大菠萝（Open Face Chinese）、单挑联赛及纸牌游戏瑞士制赛事的赛事管理台。&lt;br&gt;&lt;br&gt;数据库：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/main_window.py" line="397"/>
        <source>About tdesk</source>
        <translation>关于 tdesk</translation>
    </message>
</context>
<context>
    <name>OfcTab</name>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="100"/>
        <source>Five-handed final table: the button is dealt out (OFC-T1)</source>
        <translation>五人决赛桌：庄位不发牌 (OFC-T1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="111"/>
        <source>&amp;Table:</source>
        <translation>桌(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="112"/>
        <source>Dealt &amp;out:</source>
        <translation>不发牌(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="113"/>
        <source>&amp;Level:</source>
        <translation>级别(&amp;L)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="138"/>
        <source>Clear cards (Ctrl+L)</source>
        <translation>清除牌 (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="141"/>
        <source>Undo entry (Alt+Backspace)</source>
        <translation>撤销输入 (Alt+Backspace)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="162"/>
        <source>Apply to event (Ctrl+Return)</source>
        <translation>应用到赛事 (Ctrl+Return)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="167"/>
        <source>Reopen (Ctrl+R)</source>
        <translation>重新打开 (Ctrl+R)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="171"/>
        <source>&amp;History:</source>
        <translation>历史(&amp;H)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="241"/>
        <source>Royalties: %1</source>
        <translation>奖励分：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="284"/>
        <source>— nobody —</source>
        <translation>— 无 —</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="293"/>
        <source>Choose players by hand</source>
        <translation>手动选择选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="296"/>
        <source>Table %1 (%2 players)</source>
        <translation>%1 号桌（%2 名选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="304"/>
        <source> · table %1</source>
        <translation> · %1 号桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="305"/>
        <source> · not applied</source>
        <translation> · 未应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="337"/>
        <source>Click a row, then cards below</source>
        <translation>先点击一行，再点击下方的牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="340"/>
        <location filename="../../tdesk/ui/ofc_tab.py" line="509"/>
        <source>board %1</source>
        <translation>牌面 %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="341"/>
        <source>Cards go to: %1, %2</source>
        <translation>牌放入：%1，%2</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="465"/>
        <source>%1 chips a point</source>
        <translation>每分 %1 筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="472"/>
        <source>Select an OFC event to use the calculator.</source>
        <translation>请选择一个 OFC 赛事以使用计算器。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="478"/>
        <source>Pick at least two players (first position first).</source>
        <translation>至少选择两名选手（从第一个位置开始）。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="482"/>
        <source>On two boards: %1 — correct the cards first.</source>
        <translation>同时出现在两个牌面：%1 — 请先更正。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="486"/>
        <source>Waiting for cards — %1</source>
        <translation>等待输入牌 — %1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="532"/>
        <source>applied</source>
        <translation>已应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="533"/>
        <source>tutorial, not applied</source>
        <translation>教学，未应用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="534"/>
        <source>Showing stored hand %1 (%2) with the stacks it began with. Change a card or Clear to start a new hand.</source>
        <translation>正在显示已保存的第 %1 手（%2）及其开始时的筹码。修改一张牌或清除即可开始新的一手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="548"/>
        <source>Pairs (points the first wins from the second)</source>
        <translation>两两对比（前者从后者赢得的分数）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="549"/>
        <source>Net</source>
        <translation>净得分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="550"/>
        <source>chips a point</source>
        <translation>筹码/分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="551"/>
        <source>Settlement in position order</source>
        <translation>按位置顺序结算</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="552"/>
        <source>nothing owed</source>
        <translation>无需支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="553"/>
        <source>of</source>
        <translation>/</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="554"/>
        <source>Stacks</source>
        <translation>筹码量</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="555"/>
        <source>Eliminated</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="556"/>
        <source>place %1</source>
        <translation>第 %1 名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>pair</source>
        <translation>对阵</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>top</source>
        <translation>头道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>middle</source>
        <translation>中道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="557"/>
        <source>bottom</source>
        <translation>尾道</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>scoop</source>
        <translation>全胜</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>royalties</source>
        <translation>奖励分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="558"/>
        <source>total</source>
        <translation>合计</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="586"/>
        <source>%1 owes %2 %3</source>
        <translation>%1 欠 %2 %3</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="612"/>
        <source>All 52 cards are on the boards.</source>
        <translation>52 张牌都已在牌面上。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="613"/>
        <source>Cards on no board: %1</source>
        <translation>不在任何牌面的牌：%1</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="621"/>
        <source>%1 missed the hand: penalty only (OFC-X2)</source>
        <translation>%1 缺席本手：仅处罚 (OFC-X2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="624"/>
        <source>both fouled: no points (OFC-P3)</source>
        <translation>双方犯规：不计分 (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="626"/>
        <source>%1 fouled: pays 6 plus royalties (OFC-P3)</source>
        <translation>%1 犯规：支付 6 分加奖励分 (OFC-P3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="629"/>
        <source>scoop (OFC-P2)</source>
        <translation>全胜 (OFC-P2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="635"/>
        <source>skipped: %1 is out (OFC-S4)</source>
        <translation>跳过：%1 已出局 (OFC-S4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="637"/>
        <source>skipped: %1&apos;s cap is used up (OFC-S3)</source>
        <translation>跳过：%1 的上限已用完 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="639"/>
        <source>stopped by %1&apos;s cap (OFC-S3)</source>
        <translation>受 %1 的上限限制 (OFC-S3)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="641"/>
        <source>paid in full</source>
        <translation>已全额支付</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/ofc_tab.py" line="643"/>
        <source>%1 is eliminated (OFC-S4)</source>
        <translation>%1 被淘汰 (OFC-S4)</translation>
    </message>
</context>
<context>
    <name>PdfPreviewDialog</name>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="173"/>
        <source>Print preview</source>
        <extracomment>Pages go to the printer as images at most this sharp (dpi); 300 suits text.</extracomment>
        <translation>打印预览</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="202"/>
        <source>◀ Previous</source>
        <translation>◀ 上一页</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="206"/>
        <source>Next ▶</source>
        <translation>下一页 ▶</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="207"/>
        <source>Zoom out</source>
        <translation>缩小</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="211"/>
        <source>Zoom in</source>
        <translation>放大</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="212"/>
        <source>Print…</source>
        <translation>打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="213"/>
        <source>Save as…</source>
        <translation>另存为…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="214"/>
        <source>Open in viewer</source>
        <translation>在查看器中打开</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="215"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="299"/>
        <source>Page {0} of {1}</source>
        <translation>第 {0} 页，共 {1} 页</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="310"/>
        <source>This computer cannot show PDF pages (install poppler-utils). You can still save the PDF or open it in another viewer.</source>
        <translation>此电脑无法显示 PDF 页面（请安装 poppler-utils）。您仍可保存 PDF 或在其他查看器中打开。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="355"/>
        <source>Print {0}</source>
        <translation>打印 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Printing…</source>
        <translation>正在打印…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="363"/>
        <source>Cancel</source>
        <translation>取消</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="385"/>
        <source>Print</source>
        <translation>打印</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="368"/>
        <source>The printer could not be started.</source>
        <translation>无法启动打印机。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <location filename="../../tdesk/ui/pdf_preview.py" line="405"/>
        <source>Save PDF</source>
        <translation>保存 PDF</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="394"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF 文件 (*.pdf)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/pdf_preview.py" line="404"/>
        <source>Could not save {0}: {1}</source>
        <translation>无法保存 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>PenaltiesModel</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="50"/>
        <source>rescinded by {0}: {1}</source>
        <translation>已由 {0} 撤销：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>served</source>
        <translation>已执行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="52"/>
        <source>sitting out</source>
        <translation>停赛中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="55"/>
        <source>pending: the player&apos;s next hand</source>
        <translation>待执行：该选手的下一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="57"/>
        <source>applied with OFC hand {0}</source>
        <translation>已随 OFC 第 {0} 手执行</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="59"/>
        <source>head judge agreed</source>
        <translation>主裁判已同意</translation>
    </message>
</context>
<context>
    <name>PenaltiesTab</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="103"/>
        <source>Player (Ctrl+F)</source>
        <translation>选手 (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="111"/>
        <source>Show rescinded</source>
        <translation>显示已撤销</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="114"/>
        <source>Show linked</source>
        <translation>显示关联</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="148"/>
        <source>&amp;Issue penalty…</source>
        <translation>开具处罚(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="150"/>
        <source>Insert or Ctrl+Shift+N</source>
        <translation>Insert 或 Ctrl+Shift+N</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="151"/>
        <source>&amp;Rescind…</source>
        <translation>撤销(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="153"/>
        <source>Mark &amp;served</source>
        <translation>标记为已执行(&amp;S)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="155"/>
        <source>Ctrl+D; Ctrl+Shift+D counts one hand</source>
        <translation>Ctrl+D；Ctrl+Shift+D 计一手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="156"/>
        <source>+1 &amp;hand served</source>
        <translation>+1 手已执行(&amp;H)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="161"/>
        <source>Round </source>
        <translation>轮次 </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="162"/>
        <source>&amp;End of match check (PEN-4)</source>
        <translation>赛后检查(&amp;E) (PEN-4)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="169"/>
        <source>Penalty:</source>
        <translation>处罚：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="170"/>
        <source>Round:</source>
        <translation>轮次：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="171"/>
        <source>Judge:</source>
        <translation>裁判：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="227"/>
        <location filename="../../tdesk/ui/penalties_tab.py" line="246"/>
        <source>All</source>
        <translation>全部</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="285"/>
        <source>{0} shown · {1} penalties in the log</source>
        <translation>显示 {0} 条 · 日志中共 {1} 条处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="306"/>
        <source>Select a penalty to see the player&apos;s history</source>
        <translation>选择一条处罚以查看该选手的历史</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="311"/>
        <source>{0} — penalties in this event: {1}</source>
        <translation>{0} — 本赛事中的处罚：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="316"/>
        <source>R{0} </source>
        <translation>第{0}轮 </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="318"/>
        <source> (rescinded)</source>
        <translation>（已撤销）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="322"/>
        <source>Notes: {0}</source>
        <translation>备注：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="360"/>
        <source>OFC hand {0}</source>
        <translation>OFC 第 {0} 手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="361"/>
        <source>an OFC hand</source>
        <translation>一手 OFC 牌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="363"/>
        <source>This penalty was applied with {0} and the chips have moved: it cannot be rescinded on its own. Undo that hand (Edit › Undo) and score it again without the mark.</source>
        <translation>此处罚已随{0}执行且筹码已转移：不能单独撤销。请撤销该手牌（编辑 › 撤销），然后去掉标记重新计分。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="397"/>
        <source>Accumulation at the end of round {0}: {1} penalties recorded (PEN-4).</source>
        <translation>第 {0} 轮结束时的累计：已记录 {1} 条处罚 (PEN-4)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="400"/>
        <source>End of round {0}: nobody holds three penalties of one strength for different reasons (PEN-4).</source>
        <translation>第 {0} 轮结束：无人因不同原因累计三次同等级处罚 (PEN-4)。</translation>
    </message>
</context>
<context>
    <name>PenaltyDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="50"/>
        <source>Issue penalty</source>
        <translation>开具处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="55"/>
        <source>Type part of a name</source>
        <translation>输入部分姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="70"/>
        <source>Other — type the reason below</source>
        <translation>其他 — 在下方输入原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="86"/>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="90"/>
        <source>During a game</source>
        <translation>对局中</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="91"/>
        <source>Between games</source>
        <translation>对局之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="92"/>
        <source>Between matches</source>
        <translation>比赛之间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="94"/>
        <source>Apply the loss to the next game/match (PEN-2)</source>
        <translation>将判负计入下一局/场 (PEN-2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="96"/>
        <source>The head judge agreed to this deviation (CG-J1)</source>
        <translation>主裁判同意此项偏离 (CG-J1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="122"/>
        <source>&amp;Player:</source>
        <translation>选手(&amp;P)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="125"/>
        <source>&amp;Infraction:</source>
        <translation>违规(&amp;I)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="126"/>
        <source>&amp;Reason:</source>
        <translation>原因(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="127"/>
        <source>Pe&amp;nalty:</source>
        <translation>处罚(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="130"/>
        <source>R&amp;ound:</source>
        <translation>轮次(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="131"/>
        <source>&amp;When:</source>
        <translation>时间(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="141"/>
        <source>Players at the &amp;table:</source>
        <translation>同桌选手(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="143"/>
        <source>Other &amp;active players:</source>
        <translation>其他在局选手(&amp;A)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="145"/>
        <source>Applies to the player&apos;s next hand: the OFC calculator marks it on their board, and applying that hand links it to the hand and settles the points (OFC-X1..X3).</source>
        <translation>适用于该选手的下一手：OFC 计算器会在其牌面上标记，应用该手牌时处罚会与之关联并结算分数 (OFC-X1..X3)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="152"/>
        <source>&amp;Judge:</source>
        <translation>裁判(&amp;J)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="153"/>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="164"/>
        <source>What will be recorded:</source>
        <translation>将记录的内容：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="234"/>
        <source>What the penalty is for</source>
        <translation>处罚原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>History: </source>
        <translation>历史: </translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="277"/>
        <source>…{0} more; </source>
        <translation>…另有 {0} 条；</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="281"/>
        <source>No earlier penalties in this event.</source>
        <translation>本赛事中此前无处罚。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="286"/>
        <source>Choose a player.</source>
        <translation>请选择选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="292"/>
        <source>Recommended: {0}</source>
        <translation>建议：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="301"/>
        <source>Effect: {0}</source>
        <translation>效果：{0}</translation>
    </message>
</context>
<context>
    <name>PlayerDialog</name>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Edit player</source>
        <translation>编辑选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="29"/>
        <source>Add player</source>
        <translation>添加选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="35"/>
        <source>blank if unrated</source>
        <translation>无等级分则留空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="38"/>
        <source>blank: set by the draw or ranking</source>
        <translation>留空：由抽签或排名决定</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="53"/>
        <source>&amp;Name:</source>
        <translation>姓名(&amp;N)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="54"/>
        <source>&amp;Rating:</source>
        <translation>等级分(&amp;R)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="55"/>
        <source>S&amp;eed:</source>
        <translation>种子排位(&amp;E)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="56"/>
        <source>&amp;Country:</source>
        <translation>国家/地区(&amp;C)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="57"/>
        <source>&amp;Games on host site:</source>
        <translation>主办网站对局数(&amp;G)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="58"/>
        <source>C&amp;ontact:</source>
        <translation>联系方式(&amp;O)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="59"/>
        <source>No&amp;tes:</source>
        <translation>备注(&amp;T)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="86"/>
        <source>is not a whole number</source>
        <translation>不是整数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="90"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/player_dialog.py" line="93"/>
        <source>Seed</source>
        <translation>种子排位</translation>
    </message>
</context>
<context>
    <name>PlayersModel</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="45"/>
        <source>{0}, no prizes</source>
        <translation>{0}，无奖金</translation>
    </message>
</context>
<context>
    <name>PlayersTab</name>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="68"/>
        <source>Search players (Ctrl+F): name, country, contact</source>
        <translation>搜索选手 (Ctrl+F)：姓名、国家/地区、联系方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="82"/>
        <source>&amp;Add player…</source>
        <translation>添加选手(&amp;A)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="84"/>
        <source>Register a new player (Ctrl+N is a new event; Insert adds a player)</source>
        <translation>登记新选手（Ctrl+N 为新建赛事；Insert 添加选手）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="86"/>
        <source>&amp;Edit…</source>
        <translation>编辑(&amp;E)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="88"/>
        <source>&amp;Remove…</source>
        <translation>移除(&amp;R)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="90"/>
        <source>&amp;Import CSV…</source>
        <translation>导入 CSV(&amp;I)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="92"/>
        <source>E&amp;xport CSV…</source>
        <translation>导出 CSV(&amp;X)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="154"/>
        <source>{0} of {1} players</source>
        <translation>{0} / {1} 名选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="156"/>
        <source>{0} players</source>
        <translation>{0} 名选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="210"/>
        <source>Remove {0} from this event?

Edit › Undo brings them back.</source>
        <translation>将 {0} 从本赛事中移除？

编辑 › 撤销 可以恢复。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove player</source>
        <translation>移除选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="212"/>
        <source>Remove</source>
        <translation>移除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="220"/>
        <source>Import players</source>
        <translation>导入选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="221"/>
        <source>CSV files (*.csv *.txt);;All files (*)</source>
        <translation>CSV 文件 (*.csv *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>Export players</source>
        <translation>导出选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="234"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="241"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>Projector</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="95"/>
        <source>{0} PER POINT</source>
        <translation>每分 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="100"/>
        <source> (BB)</source>
        <translation>（大盲）</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="101"/>
        <source>ANTE {0}</source>
        <translation>前注 {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="110"/>
        <source>{0}/pt</source>
        <translation>{0}/分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="145"/>
        <source>BREAK</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="147"/>
        <source>ROUND {0}</source>
        <translation>第 {0} 轮</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="149"/>
        <source>LEVEL {0}</source>
        <translation>第 {0} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="151"/>
        <source>NOT STARTED</source>
        <translation>未开始</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="152"/>
        <source>PAUSED</source>
        <translation>已暂停</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="153"/>
        <location filename="../../tdesk/ui/projector.py" line="490"/>
        <source>FINISHED</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="158"/>
        <source>Colour up: the {0} chips leave play</source>
        <translation>换色：面值 {0} 的筹码退出使用</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="163"/>
        <source>Next: {0}</source>
        <translation>下一级：{0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="176"/>
        <source>CLOCK</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="177"/>
        <source>COUNTDOWN</source>
        <translation>倒计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="178"/>
        <source>TIME</source>
        <translation>时间到</translation>
    </message>
</context>
<context>
    <name>ProjectorWindow</name>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="244"/>
        <source>tdesk clock — {0}</source>
        <translation>tdesk 计时器 — {0}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="503"/>
        <source>UNLOCKED: Esc close · T theme · F full screen · S monitor</source>
        <translation>已解锁：Esc 关闭 · T 主题 · F 全屏 · S 显示器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="537"/>
        <source>NEXT LEVEL</source>
        <translation>下一级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="538"/>
        <source>NEXT BREAK</source>
        <translation>下次休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="539"/>
        <source>PLAYERS</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/projector.py" line="540"/>
        <source>AVG STACK</source>
        <translation>平均筹码</translation>
    </message>
</context>
<context>
    <name>RescindDialog</name>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="330"/>
        <source>Rescind penalty</source>
        <translation>撤销处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="332"/>
        <source>{0} for {1}: {2}</source>
        <translation>{0}（{1}）：{2}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="338"/>
        <source>Why the penalty is taken back</source>
        <translation>撤销处罚的原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="342"/>
        <source>Rescinded &amp;by:</source>
        <translation>撤销人(&amp;B)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="343"/>
        <source>&amp;Why:</source>
        <translation>原因(&amp;W)：</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalty_dialog.py" line="347"/>
        <source>Rescind</source>
        <translation>撤销</translation>
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
    <name>RoomList</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="366"/>
        <source>blocked</source>
        <translation>已封锁</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="368"/>
        <source>button</source>
        <translation>庄位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="370"/>
        <source>waits for the button</source>
        <translation>等待庄位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="372"/>
        <source>fixed seat</source>
        <translation>固定座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="374"/>
        <source>table halted</source>
        <translation>该桌暂停</translation>
    </message>
</context>
<context>
    <name>RoomView</name>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="154"/>
        <source>Table {0}, seat {1}</source>
        <translation>{0} 号桌，{1} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="156"/>
        <source>{0}: blocked</source>
        <translation>{0}：已封锁</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="157"/>
        <source>{0}: open</source>
        <translation>{0}：空位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="186"/>
        <source>No tables yet: draw the seats (Ctrl+D).</source>
        <translation>还没有桌：请抽签排座 (Ctrl+D)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="214"/>
        <source>{n} players</source>
        <translation>{n} 名选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="216"/>
        <source>HALTED · {n}</source>
        <translation>暂停 · {n}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="218"/>
        <source>final · {n}</source>
        <translation>决赛 · {n}</translation>
    </message>
</context>
<context>
    <name>RulesReference</name>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="19"/>
        <source>Rules reference</source>
        <translation>规则参考</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/rules_reference.py" line="22"/>
        <source>Find a rule ID or word (Enter for next)</source>
        <translation>查找规则编号或词语（Enter 查找下一个）</translation>
    </message>
</context>
<context>
    <name>SeatingTab</name>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="106"/>
        <source>&amp;Draw seats</source>
        <translation>抽签排座(&amp;D)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="107"/>
        <source>Draw every player a seat (TDA-S1)</source>
        <translation>为每位选手抽签分配座位 (TDA-S1)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="108"/>
        <source>&amp;Late entry…</source>
        <translation>延迟报名(&amp;L)…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="109"/>
        <source>Seat a late registration</source>
        <translation>为延迟报名的选手安排座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="110"/>
        <source>&amp;Bust</source>
        <translation>淘汰(&amp;B)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="111"/>
        <source>Bust the selected player(s)</source>
        <translation>淘汰所选选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="112"/>
        <source>Set b&amp;utton</source>
        <translation>设置庄位(&amp;U)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="114"/>
        <source>Then click the seat that has the button</source>
        <translation>然后点击庄位所在的座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="116"/>
        <source>Fi&amp;xed seat</source>
        <translation>固定座位(&amp;X)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="118"/>
        <source>Keep the selected player in their seat</source>
        <translation>让所选选手保留原座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="119"/>
        <source>Bloc&amp;k seat</source>
        <translation>封锁座位(&amp;K)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="121"/>
        <source>Block or open the selected empty seat</source>
        <translation>封锁或开放所选空座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="122"/>
        <source>&amp;List view</source>
        <translation>列表视图(&amp;L)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="123"/>
        <source>Show every seat as a list</source>
        <translation>以列表显示所有座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="128"/>
        <source>Where is… (Ctrl+F)</source>
        <translation>查找选手… (Ctrl+F)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="158"/>
        <source>Apply &amp;move</source>
        <translation>执行调座(&amp;M)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="159"/>
        <source>Apply the selected (or first) move</source>
        <translation>执行所选（或第一个）调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="160"/>
        <source>Apply &amp;all</source>
        <translation>全部执行(&amp;A)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="161"/>
        <source>Apply every pending move</source>
        <translation>执行所有待处理的调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="178"/>
        <source>Pending moves</source>
        <translation>待处理调座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="244"/>
        <source>No seating for this event.</source>
        <translation>本赛事没有座位安排。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="247"/>
        <source>Players left: {left} · tables: {tables} · final table at {final}</source>
        <translation>剩余选手：{left} · 桌数：{tables} · {final} 人时进入决赛桌</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="253"/>
        <source>Table {n}: play halts until it is balanced (TDA-B5).</source>
        <translation>{n} 号桌：平衡前暂停游戏 (TDA-B5)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="256"/>
        <source>Set the button at table(s) {tables} (TDA-B2).</source>
        <translation>请设置 {tables} 号桌的庄位 (TDA-B2)。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="259"/>
        <source>{n} registered player(s) have no seat: Late entry.</source>
        <translation>{n} 名已登记选手没有座位：请使用延迟报名。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="276"/>
        <source>Click a seat to select it; Ctrl+click adds seats.</source>
        <translation>点击座位以选中；Ctrl+点击可添加多个座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="282"/>
        <source>Table {t} seat {s}: empty</source>
        <translation>{t} 号桌 {s} 号座：空</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="325"/>
        <source>Move {name} here (TDA-S2)</source>
        <translation>将 {name} 移到此处 (TDA-S2)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="329"/>
        <source>Button here</source>
        <translation>庄位在此</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="331"/>
        <source>Bust</source>
        <translation>淘汰</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="332"/>
        <source>Fixed seat on/off</source>
        <translation>固定座位 开/关</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="334"/>
        <source>Block / open seat</source>
        <translation>封锁 / 开放座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="351"/>
        <source>Click the seat that has the button.</source>
        <translation>请点击庄位所在的座位。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="370"/>
        <source>Nobody seated matches “{text}”.</source>
        <translation>没有已就座的选手匹配“{text}”。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="372"/>
        <source>{name}: table {t}, seat {s}</source>
        <translation>{name}：{t} 号桌，{s} 号座</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="375"/>
        <source>… and {n} more</source>
        <translation>… 另有 {n} 人</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="395"/>
        <source>Every registered player has a seat. Register the late player in the Players tab first.</source>
        <translation>所有已登记选手都有座位。请先在“选手”标签页登记迟到的选手。</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/seating_tab.py" line="415"/>
        <source>Select the player(s) to bust first (click the seat).</source>
        <translation>请先选择要淘汰的选手（点击座位）。</translation>
    </message>
</context>
<context>
    <name>StructureEditor</name>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="94"/>
        <source>Structure</source>
        <translation>结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="103"/>
        <source>chips in play, smallest first: 25, 100, 500</source>
        <translation>场上筹码面值，从小到大：25, 100, 500</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="135"/>
        <source>Add level</source>
        <translation>添加级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="136"/>
        <source>Insert break</source>
        <translation>插入休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="137"/>
        <source>Duplicate</source>
        <translation>复制</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="138"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="139"/>
        <source>Move up</source>
        <translation>上移</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="140"/>
        <source>Move down</source>
        <translation>下移</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="144"/>
        <source> min</source>
        <translation> 分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="145"/>
        <source>Set all durations</source>
        <translation>设置所有时长</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="149"/>
        <source>Load preset</source>
        <translation>载入预设</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="151"/>
        <source>Load template</source>
        <translation>载入模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="152"/>
        <source>Save as template</source>
        <translation>另存为模板</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="153"/>
        <source>Import TOML…</source>
        <translation>导入 TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="154"/>
        <source>Export TOML…</source>
        <translation>导出 TOML…</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="163"/>
        <source>Name</source>
        <translation>名称</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="164"/>
        <source>Game</source>
        <translation>游戏</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="165"/>
        <source>Starting stack</source>
        <translation>起始筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="166"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="226"/>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Break</source>
        <translation>休息</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="285"/>
        <source>{0}: {1} {2!r} is not a whole number</source>
        <translation>{0}：{1} {2!r} 不是整数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="299"/>
        <source>Level {0}</source>
        <translation>第 {0} 级</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="401"/>
        <source>Replace the template {0!r}?</source>
        <translation>替换模板 {0!r}？</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Import structure</source>
        <translation>导入结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="409"/>
        <source>Structure files (*.toml);;All files (*)</source>
        <translation>结构文件 (*.toml);;所有文件 (*)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="416"/>
        <source>Cannot read {0}: {1}</source>
        <translation>无法读取 {0}：{1}</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="429"/>
        <source>Export structure</source>
        <translation>导出结构</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="430"/>
        <source>Structure files (*.toml)</source>
        <translation>结构文件 (*.toml)</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="438"/>
        <source>Cannot write {0}: {1}</source>
        <translation>无法写入 {0}：{1}</translation>
    </message>
</context>
<context>
    <name>app</name>
    <message>
        <location filename="../../tdesk/ui/app.py" line="81"/>
        <source>Something went wrong inside tdesk; what was saved before is safe.

{0}</source>
        <translation>tdesk 内部出错；之前保存的内容是安全的。

{0}</translation>
    </message>
</context>
<context>
    <name>columns</name>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>#</source>
        <translation>序号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Time</source>
        <translation>时间</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Round</source>
        <translation>轮次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Player</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Penalty</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Reason</source>
        <translation>原因</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Judge</source>
        <translation>裁判</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="37"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <source>Hands left</source>
        <translation>剩余手数</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/penalties_tab.py" line="38"/>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Name</source>
        <translation>姓名</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Rating</source>
        <translation>等级分</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Seed</source>
        <translation>种子</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Country</source>
        <translation>国家</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <source>Games on site</source>
        <translation>网站场次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="39"/>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Chips</source>
        <translation>筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Place</source>
        <translation>名次</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/players_tab.py" line="40"/>
        <source>Contact</source>
        <translation>联系方式</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="56"/>
        <source>Level</source>
        <translation>级别</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="57"/>
        <source>Small blind</source>
        <translation>小盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="58"/>
        <source>Big blind</source>
        <translation>大盲</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="59"/>
        <source>Ante</source>
        <translation>前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="60"/>
        <source>BB ante</source>
        <translation>大盲前注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="61"/>
        <source>Point value</source>
        <translation>每分筹码</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="62"/>
        <source>Minutes</source>
        <translation>分钟</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="63"/>
        <source>Colour-up</source>
        <translation>换色</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/structure_editor.py" line="64"/>
        <source>Note</source>
        <translation>备注</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Table</source>
        <translation>桌号</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>Seat</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/room_view.py" line="338"/>
        <source>State</source>
        <translation>状态</translation>
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
        <location filename="../../tdesk/ui/widgets/messages.py" line="11"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="15"/>
        <location filename="../../tdesk/ui/widgets/messages.py" line="22"/>
        <source>tdesk</source>
        <translation>tdesk</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="23"/>
        <source>Yes</source>
        <translation>是</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/widgets/messages.py" line="24"/>
        <source>Cancel</source>
        <translation>取消</translation>
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
    <name>tabs</name>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="30"/>
        <source>Players</source>
        <translation>选手</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="31"/>
        <source>Seating</source>
        <translation>座位</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="32"/>
        <source>Clock</source>
        <translation>计时</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="33"/>
        <source>OFC calculator</source>
        <translation>OFC 计分器</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="34"/>
        <source>Penalties</source>
        <translation>处罚</translation>
    </message>
    <message>
        <location filename="../../tdesk/ui/tabs.py" line="36"/>
        <source>Log</source>
        <translation>日志</translation>
    </message>
</context>
</TS>
