// The lexicon's data. Action classes share names across languages; `weakClasses` lists
// those that agree with a shortcut but never rule it out (see ``ActionLexicon``).
//
// Written for the verbs App Shortcuts use and the ways people ask Siri for them; a word
// may sit in several classes ("見る" shows and plays). Longer entries win over shorter
// ones ("check off" over "check", "gọi điện" over "gọi").

extension ActionLexicon {
    /// Classes that count as agreement but never as a conflict: looking at something is
    /// part of many actions ("watch", "continue", "見る"), so it cannot tell them apart.
    /// "something" is the indefinite object ("play something", "何か再生して", "随便放点什么"): it
    /// asks for a thing without naming it, so "show me something" is no bare "open the app".
    static let weakClasses: Set<String> = ["show", "play", "resume", "order", "open", "something"]

    /// Classes of what a request is about rather than what it asks to do ("perks" are rewards,
    /// "serving" asks about the menu): they agree in full with a shortcut whose phrases name
    /// the topic, and never rule one out, since any action may mention them ("pay with points").
    static let topicClasses: Set<String> = ["menu", "rewards", "track", "purchases", "watchlist"]

    /// Classes that never rule a shortcut out: ``weakClasses`` and ``topicClasses``.
    static let neverConflicting = weakClasses.union(topicClasses)

    static let english = ActionLexicon(
        filler: [
            "a", "an", "the", "my", "me", "i", "i'd", "i’d", "i'm", "i’m", "you", "your", "we", "our", "us", "it", "its",
            "this", "that", "these", "those", "to", "in", "on", "at", "of", "for", "from", "with", "by", "into", "onto",
            "about", "and", "or", "please", "pls", "kindly", "could", "can", "would", "will", "should", "may", "might",
            "do", "does", "did", "is", "are", "was", "were", "be", "been", "am", "'s", "what", "what's", "what’s",
            "whats", "which", "who", "how", "where", "where's", "when", "why", "there", "here", "some", "any", "just",
            "now", "right", "hey", "hi", "hello", "yo", "ok", "okay", "thanks", "thank", "cheers", "good", "morning",
            "afternoon", "evening", "bye", "goodbye", "app", "application", "want", "wanna", "need", "like", "love",
            "let", "let's", "lets", "help", "go", "ahead", "using", "use", "via", "quick", "quickly", "real",
            "tell", "siri", "hey siri", "for me", "up", "so", "much", "then", "again", "too", "also", "all",
            "get", "give", "have", "has", "got", "take", "bring", "thing", "stuff", "mind", "would you mind", "yet", "how's", "how’s", "through", "bored", "find out", "craving", "crave",
            // Hesitations.
            "um", "umm", "uh", "uhh", "uh-huh", "er", "erm", "hmm", "oh",
            // Measure words: how much, not what to do.
            "bowl", "bowls", "cup", "cups", "portion", "serving of", "a bowl of", "some",
        ],
        actions: [
            ("cancel", ["cancel", "delete", "remove", "erase", "close", "terminate", "unsubscribe", "deactivate", "~drop", "clear"]),
            ("rate", ["rate", "rating", "~review", "stars", "like it"]),
            ("share", ["share", "send", "forward", "email", "text it"]),
            ("order", ["order", "buy", "reorder", "send me", "send over", "send us", "~grab"]),
            ("show", ["show", "open", "view", "display", "see", "look", "check", "pull up", "bring up", "what's on", "take me to", "browse"]),
            ("open", ["open", "launch", "start", "run", "fire up", "boot"]),
            ("dispute", ["dispute", "refund", "chargeback", "report"]),
            ("create", ["create", "make", "~new", "start", "build", "set up", "begin", "~blank", "~empty", "~fresh", "whip up"]),
            ("add", ["add", "~put", "append", "include", "insert", "~note", "jot", "~throw", "~stick", "bookmark"]),
            ("pay", ["pay", "payment", "settle", "pay off", "~cover", "clear what i owe", "what i owe"]),
            ("freeze", ["freeze", "lock", "block", "suspend", "pause", "disable", "switch off", "put a hold"]),
            ("play", ["play", "watch", "stream", "start", "put on", "see", "throw on"]),
            ("resume", ["resume", "continue", "pick up", "carry on", "keep watching", "left off", "where i left off", "where i stopped"]),
            ("summarize", ["summarize", "summarise", "summary", "recap", "overview", "sum up", "rundown", "brief", "briefing", "gist"]),
            ("complete", ["mark", "done", "complete", "completed", "finish", "finished", "check off", "tick off", "cross off", "cross that off", "cross it off", "tick it off", "check it off", "mark it off"]),
            ("book", ["book", "reserve", "reservation"]),
            ("call", ["call", "phone", "dial", "ring"]),
            ("edit", ["edit", "change", "rename", "modify", "update"]),
            ("search", ["search", "find", "look up", "look for"]),
            ("apply", ["apply", "sign up", "register", "enroll"]),
            ("cook", ["cook", "recipe", "bake", "at home"]),
            ("track", ["track", "status", "delivery", "deliver", "delivered", "arrive", "arriving", "eta", "update on", "an update", "on its way", "on the way", "coming along", "how long", "how much longer", "i ordered", "we ordered"]),
            ("limit", ["limit", "credit limit", "increase", "raise"]),
            ("download", ["download", "save offline", "offline copy"]),
            ("usual", ["~usual", "~regular", "~go-to", "same as last time", "same as always", "~what i always"]),
            ("menu", ["menu", "serve", "sell", "offer", "on offer", "selection", "lineup", "line-up", "options", "choices", "available"]),
            ("rewards", ["reward", "rewards", "points", "perks", "perk", "cashback", "cash back", "miles", "benefits", "bonus"]),
            ("purchases", ["purchases", "spending", "spent", "charges", "transactions", "transaction", "expenses", "history"]),
            ("watchlist", ["watchlist", "watch list", "watch later", "saved shows", "for later", "bookmark", "bookmarked", "my queue"]),
            ("something", ["something", "anything"]),
            ("unfreeze", ["unfreeze", "unlock", "unblock", "reactivate", "turn back on"]),
            ("about", ["offline", "free", "~cost", "~costs", "~price", "pricing", "safe", "privacy", "version", "subscription",
                       "premium", "ads", "work offline", "support", "supports", "made", "developer", "company", "fee", "fees"]),
        ]
    )

    static let japanese = ActionLexicon(
        filler: [
            "は", "が", "を", "に", "で", "と", "の", "へ", "も", "や", "か", "ね", "よ", "な", "から", "まで", "より",
            "ください", "下さい", "お願い", "おねがい", "して", "してくれる", "くれる", "くれ", "くれない", "ちょうだい",
            "たい", "ます", "です", "ました", "でした", "ませんか", "ません", "かな", "かしら", "ほしい", "欲しい",
            "私", "わたし", "僕", "俺", "自分", "今", "いま", "ちょっと", "すぐ", "こんにちは", "ありがとう", "どうも",
            "おはよう", "こんばんは", "ねえ", "ヘイ", "もしもし", "何", "なに", "なん", "どう", "どんな", "教えて",
            "これ", "それ", "あれ", "この", "その", "アプリ", "使って", "使い", "ある", "いる", "って", "という",
            "よろしく", "さん", "ちゃん", "できる", "できます", "ヘイシリ", "シリ", "とか", "もう一度", "全部",
            "こと", "できること", "機能", "サンキュー", "おいて", "しておいて", "しといて", "といて", "んだけど", "だけど", "けど", "んですけど", "分", "もらえますか", "もらえる", "もらえない", "もらっていい",
            // Hesitations.
            "あの", "あのー", "あのう", "えっと", "えーと", "ええと", "えー", "うーん", "まあ",
            // Measure words: how much, not what to do.
            "一杯", "一つ", "ひとつ", "一個", "一皿", "一人前", "二つ", "杯", "個",
        ],
        actions: [
            ("cancel", ["キャンセル", "取り消", "取消", "削除", "消して", "消す", "解約", "退会", "解除", "やめ", "止め"]),
            ("rate", ["評価", "レビュー", "星", "口コミ"]),
            ("share", ["共有", "シェア", "送って", "送信", "送る", "転送"]),
            ("order", ["注文", "頼む", "頼ん", "頼み", "買", "購入", "オーダー", "取り寄せ", "出前", "デリバリー", "届けて", "持ってきて"]),
            ("show", ["見せ", "表示", "開い", "開く", "開け", "見る", "見た", "確認", "チェック", "出して", "調べ", "見", "一覧", "閲覧"]),
            ("open", ["起動", "開い", "開く", "開け", "立ち上げ"]),
            ("create", ["作成", "作って", "作る", "作り", "~新しい", "新規", "新た", "用意", "新しく", "~始め", "~白紙", "~別の"]),
            ("add", ["追加", "足し", "加え", "入れ", "書き足", "付け足", "付け加え", "追記", "~メモ", "取っておい", "取っておけ", "取っとい"]),
            ("pay", ["支払", "払", "~決済", "精算", "返済", "清算", "払い込", "振り込", "未払い", "~請求"]),
            ("freeze", ["凍結", "ロック", "止め", "停止", "利用停止", "一時停止", "使えないように", "無効", "ストップ", "使えなく"]),
            ("play", ["再生", "見る", "見た", "見", "観", "流して", "視聴"]),
            ("resume", ["再開", "続き", "続け", "止めたところ", "ところから"]),
            ("summarize", ["要約", "~まとめ", "概要", "サマリー", "要点", "ざっくり", "ざっと", "かいつまんで", "手短", "あらまし", "ダイジェスト"]),
            ("complete", ["完了", "済み", "済", "終わ", "チェック", "チェックを入れ", "チェック入れ", "~済ませ", "終え", "~片付け", "線で消", "線を引", "終了", "印をつけ", "印を付け"]),
            ("book", ["予約"]),
            ("call", ["電話"]),
            ("edit", ["編集", "変更", "名前を変え", "書き換え"]),
            ("search", ["検索", "探し", "探す", "調べ"]),
            ("apply", ["申し込", "申込", "申請", "登録"]),
            ("cook", ["料理", "作り方", "レシピ", "家で"]),
            ("track", ["配達", "届", "状況", "配送", "ステータス", "追跡", "到着", "出発", "どのあたり", "今どこ", "どこまで", "あとどれくらい", "どれくらいで", "いつ来る", "いつ届", "頼んだ", "注文した"]),
            ("limit", ["限度額", "利用枠", "上限", "増額"]),
            ("download", ["ダウンロード", "~保存"]),
            ("usual", ["~いつもの", "~定番", "~お決まり", "前回と同じ", "この前と同じ", "~リピート", "~いつもどおり", "~いつも通り"]),
            ("menu", ["メニュー", "品ぞろえ", "品揃え", "品書き", "ラインナップ", "売って", "売ってる", "売り", "販売", "扱って", "扱ってる", "提供"]),
            ("rewards", ["ポイント", "特典", "マイル", "還元", "リワード", "ボーナス", "キャッシュバック", "貯まっ", "貯め"]),
            ("purchases", ["購入履歴", "利用明細", "明細", "履歴", "出費", "支出", "いくら払った", "いくら使った", "使った", "取引", "お金かけ", "お金を使", "お金使"]),
            ("watchlist", ["ウォッチリスト", "後で見る", "あとで見る", "見たいリスト", "後から見", "保存しておいた", "保存しといた", "保存した作品"]),
            ("something", ["何か", "なにか", "適当に", "適当な"]),
            ("unfreeze", ["凍結解除", "凍結を解除", "ロック解除", "ロックを解除", "再び使える", "使えるように戻"]),
            ("dispute", ["返金", "払い戻し", "異議"]),
            ("about", ["無料", "オフライン", "料金", "値段", "いくら", "安全", "バージョン", "サブスク", "広告", "作った", "手数料"]),
        ]
    )

    static let chinese = ActionLexicon(
        filler: [
            "的", "了", "吗", "呢", "吧", "啊", "在", "里", "裡", "用", "给", "給", "我", "你", "他", "她", "们", "們",
            "请", "請", "帮", "幫", "帮我", "幫我", "一下", "可以", "能", "能不能", "可不可以", "想", "要", "我要",
            "我想", "需要", "麻烦", "麻煩", "什么", "甚么", "怎么", "哪", "哪些", "谁", "是", "有", "都", "这", "那",
            "个", "個", "一", "你好", "您好", "嗨", "哈喽", "谢谢", "謝謝", "多谢", "早上好", "晚上好", "再见",
            "应用", "應用", "软件", "app", "上", "中", "从", "從", "到", "把", "跟", "和", "能做", "会", "嘿",
            "嘿siri", "siri", "现在", "马上", "所有", "全部", "让", "讓", "叫", "拿",
            "能干什么", "干什么", "功能", "太", "一共", "啥", "就", "感谢", "感謝", "非常", "太感谢了", "谢啦", "谢了",
            // Hesitations.
            "呃", "嗯", "额", "哎", "唔",
            // Measure words: how much, not what to do (not 份, which the phrases themselves use).
            "一碗", "一杯",
        ],
        actions: [
            ("cancel", ["取消", "删除", "刪除", "删掉", "注销", "註銷", "撤销", "关闭", "關閉", "退订", "移除", "清空", "删"]),
            ("rate", ["评价", "評價", "评分", "打分", "点评", "點評", "五星", "打星", "星级", "打个分"]),
            ("share", ["分享", "发送", "發送", "发给", "發給", "转发", "轉發"]),
            ("order", ["点一", "点个", "点份", "点碗", "点餐", "訂購", "订购", "订一", "下单", "下單", "买", "買", "购买", "購買", "来一", "來一", "叫外卖", "订份", "订碗", "下一单", "~外卖", "点外卖"]),
            ("show", ["显示", "顯示", "打开", "打開", "查看", "看看", "看一下", "看", "查", "瞧", "列出", "开", "调出", "给我看", "列给", "浏览"]),
            ("open", ["打开", "打開", "启动", "啟動", "开"]),
            ("create", ["创建", "創建", "新建", "建立", "~新的", "新开", "建一个", "开一个", "弄一个", "开一张", "~列一份", "~从头", "~空白", "~空的", "另起", "另建"]),
            ("add", ["添加", "加入", "加到", "加上", "增加", "放进", "放進", "放到", "记上", "记下", "记一下", "写上", "~补上", "加个", "记到", "记进", "写进", "写到", "加进", "补一个", "补个", "存进", "存到", "记一条", "再记"]),
            ("pay", ["付款", "支付", "还款", "還款", "缴", "繳", "还清", "付清", "结清", "付", "结账", "缴清", "交钱", "交费", "欠的钱", "欠款", "欠费", "欠的", "结了", "结掉", "~交", "还上"]),
            ("freeze", ["冻结", "凍結", "锁", "鎖", "停用", "暂停", "暫停", "挂失", "锁住", "停掉", "停一下", "止付"]),
            ("play", ["播放", "放", "看", "观看", "觀看", "播"]),
            ("resume", ["继续", "繼續", "接着", "接著", "没看完", "看到一半", "停下的地方", "断的地方", "接上"]),
            ("summarize", ["总结", "總結", "概括", "汇总", "匯總", "摘要", "概要", "要点", "简要", "概述", "归纳", "大概说", "提炼", "重点", "简单说", "说说", "讲讲", "简单讲"]),
            ("complete", ["完成", "标记", "標記", "勾", "做完", "已办", "搞定", "办完", "划掉", "打勾"]),
            ("book", ["预订", "預訂", "预约", "預約", "订座", "订票"]),
            ("call", ["打电话", "打電話", "致电", "拨打", "撥打"]),
            ("edit", ["编辑", "編輯", "修改", "更改", "改名", "重命名", "改个名", "改名字"]),
            ("search", ["搜索", "搜", "找", "查找", "寻找"]),
            ("apply", ["申请", "申請", "办理", "辦理", "办卡", "注册", "註冊"]),
            ("cook", ["做饭", "煮", "食谱", "食譜", "在家"]),
            ("track", ["配送", "送到", "到哪", "状态", "狀態", "物流", "外卖到", "进度", "到哪儿", "派送", "还没到", "出发", "多久", "骑手", "追踪", "跟踪", "点的", "买的", "订的"]),
            ("limit", ["提额", "提額", "额度", "額度", "提高"]),
            ("download", ["下载", "下載", "离线", "離線"]),
            ("usual", ["~老样子", "~照旧", "~常点", "~常点的", "~平时点的", "~平常点的", "跟上次一样", "和上次一样", "~老规矩", "~平常", "~平时", "~固定"]),
            ("menu", ["菜单", "菜單", "供应", "供應", "卖", "賣", "提供", "可以吃", "能吃", "能点", "品种"]),
            ("rewards", ["积分", "積分", "奖励", "獎勵", "里程", "福利", "返现", "返現", "权益", "點數", "点数"]),
            ("purchases", ["消费", "消費", "开支", "花销", "支出", "交易", "花了", "花出去", "花多少", "记录", "明细", "账目"]),
            ("watchlist", ["片单", "待看", "待看列表", "想看", "稍后看", "收藏"]),
            ("something", ["随便", "点什么", "点啥"]),
            ("unfreeze", ["解冻", "解凍", "解锁", "解鎖", "解除冻结", "恢复使用"]),
            ("dispute", ["退款", "申诉", "投诉", "争议", "拒付"]),
            ("about", ["免费", "免費", "收费", "收費", "价格", "價格", "多少钱", "安全", "版本", "广告", "廣告", "谁做", "开发", "手续费", "手續費"]),
        ]
    )

    static let vietnamese = ActionLexicon(
        filler: [
            "tôi", "mình", "tớ", "của", "cho", "trong", "trên", "ở", "với", "bằng", "từ", "vào", "đến", "tới", "cái",
            "các", "những", "một", "này", "đó", "kia", "là", "có", "được", "không", "nhé", "nha", "đi", "ạ", "à",
            "ơi", "giúp", "giùm", "hộ", "làm ơn", "vui lòng", "xin", "hãy", "muốn", "cần", "thích", "bạn", "gì",
            "nào", "sao", "thế", "như", "bao", "xin chào", "chào", "cảm ơn", "cám ơn", "ứng dụng", "app", "đang",
            "sẽ", "đã", "ngay", "bây giờ", "thử", "hey siri", "siri", "lại", "tất cả", "nhỉ", "vậy", "lấy",
            "làm được gì", "làm được những gì", "tính năng", "chức năng", "chào buổi sáng", "chào buổi tối",
            "buổi sáng", "buổi tối", "nhiều", "rất", "thèm", "phần", "dứt điểm", "khoản",
            "có thể", "bạn có thể", "được không", "cho tôi biết", "cho mình biết",
            // Hesitations.
            "ờ", "ừ", "ừm", "ơ", "ờm",
            // Measure words: how much, not what to do.
            "tô", "bát", "chén", "ly", "cốc", "suất",
        ],
        actions: [
            ("cancel", ["hủy", "huỷ", "xóa", "xoá", "gỡ", "~đóng", "~bỏ", "hủy bỏ"]),
            ("rate", ["đánh giá", "xếp hạng", "chấm điểm"]),
            ("share", ["chia sẻ", "gửi", "chuyển tiếp"]),
            ("order", ["đặt", "gọi", "mua", "đặt mua", "gọi món", "gọi cho tôi", "gọi cho mình", "kêu", "đặt giao", "lên đơn", "lên lại đơn"]),
            ("show", ["xem", "mở", "hiện", "hiển thị", "cho xem", "kiểm tra", "coi", "liệt kê", "cho coi", "ngó", "ra coi", "lôi", "chuyển sang", "lướt", "lướt qua"]),
            ("open", ["mở", "khởi động", "bật"]),
            ("create", ["tạo", "tạo mới", "lập", "~mới", "lập mới", "tạo thêm", "~soạn", "làm thêm", "~trống", "lập thêm", "~bắt đầu"]),
            ("add", ["thêm", "bổ sung", "cho vào", "bỏ vào", "ghi", "ghi thêm", "ghi vào", "thêm vào", "ghi chú", "nhét", "~lưu"]),
            ("pay", ["thanh toán", "trả", "trả nợ", "tất toán", "trả hết", "thanh toán hết", "gạch nợ", "đóng tiền", "còn thiếu", "dư nợ"]),
            ("freeze", ["khóa", "khoá", "đóng băng", "tạm ngưng", "tạm khóa", "chặn", "dừng", "tạm dừng", "ngừng", "vô hiệu hóa"]),
            ("play", ["phát", "xem", "chiếu", "bật", "mở"]),
            ("resume", ["tiếp tục", "xem tiếp", "tiếp", "xem dở", "coi tiếp", "chiếu tiếp", "bỏ dở", "coi dở", "xem nốt", "coi nốt", "chỗ dừng", "đoạn dừng", "đang xem dở"]),
            ("summarize", ["tóm tắt", "tổng kết", "tổng hợp", "tóm lược", "nói sơ qua", "điểm qua", "điểm nhanh", "sơ qua", "tóm gọn", "nói ngắn gọn", "tóm lại", "khái quát", "điểm chính", "ý chính"]),
            ("complete", ["đánh dấu", "hoàn thành", "xong", "hoàn tất", "xong rồi", "đã làm", "tick", "tích vào", "đánh tick"]),
            ("book", ["đặt chỗ", "đặt bàn", "đặt vé", "đặt trước"]),
            ("call", ["gọi điện", "gọi cho"]),
            ("edit", ["sửa", "chỉnh sửa", "~đổi", "đổi tên", "thay đổi", "~cập nhật", "đổi mã", "mã pin"]),
            ("search", ["tìm", "tìm kiếm", "~tra"]),
            ("apply", ["đăng ký", "mở thẻ", "làm thẻ"]),
            ("cook", ["nấu", "công thức", "ở nhà"]),
            ("track", ["giao", "giao hàng", "tình trạng", "trạng thái", "đến đâu", "theo dõi", "tới đâu", "bao giờ tới", "shipper", "bao lâu", "bao lâu nữa"]),
            ("limit", ["hạn mức", "tăng hạn mức", "nâng hạn mức"]),
            ("download", ["tải", "tải về", "tải xuống"]),
            ("usual", ["~như mọi khi", "~như mọi lần", "~y như mọi lần", "~như cũ", "~như thường lệ", "~y chang", "như lần trước", "~quen thuộc", "~hay ăn", "~hay gọi", "~thường ăn", "~thường gọi"]),
            ("menu", ["thực đơn", "menu", "bán", "phục vụ", "có món gì", "món gì", "các món"]),
            ("rewards", ["điểm thưởng", "ưu đãi", "phần thưởng", "hoàn tiền", "dặm", "tích điểm"]),
            ("purchases", ["giao dịch", "chi tiêu", "quẹt thẻ", "sao kê"]),
            ("watchlist", ["danh sách xem", "danh sách muốn xem", "xem sau", "coi sau", "đã lưu", "để dành"]),
            ("something", ["gì đó", "cái gì đó", "nào đó"]),
            ("unfreeze", ["mở khóa", "mở khoá", "bỏ chặn", "kích hoạt lại", "mở lại thẻ"]),
            ("dispute", ["khiếu nại", "tranh chấp", "hoàn lại tiền"]),
            ("about", ["miễn phí", "ngoại tuyến", "giá", "phí", "an toàn", "phiên bản", "quảng cáo", "ai làm"]),
        ]
    )
}
