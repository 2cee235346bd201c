/// The words the generated pages are made of, written for this benchmark in the register of a
/// Chinese city daily. Lists are ordered from common to rare: a Zipf sampler draws by position.
enum Vocabulary {
    /// Content words and set phrases of news about policy, industry and people.
    static let content = words("""
        发展 工作 建设 推进 企业 项目 全市 群众 服务 加强 坚持 重点 推动 落实 经济 \
        产业 全面 实现 提升 政策 深入 我市 要求 开展 实施 组织 提高 市场 部署 基层 \
        问题 机制 措施 加快 社会 能力 水平 生产 任务 工作人员 干部 疫情防控 转型发展 \
        目标 体系 持续 安全 领导 创新 不断 生态 管理 完善 责任 精神 习近平总书记 \
        重要讲话 党中央 省委 市委 市政府 各级各部门 人民群众 决策部署 统筹 保障 确保 围绕 \
        聚焦 强化 培育 打造 引领 带动 促进 支持 指导 调研 督导 整改 研究 学习 贯彻 \
        重大项目 招商引资 投资 资金 收入 规模 产能 平台 园区 基地 开发区 农村 社区 乡镇 \
        农民 就业 教育 医疗 养老 住房 文化 旅游 农业 工业 科技 人才 改革 开放 环境 治理 \
        民生 困难 风险 成效 经验 做法 方案 意见 制度 标准 质量 效率 成果 基础 条件 优势 \
        特色产业 数字经济 新能源 新材料 煤化工 氢能 铝镁 特钢 装备制造 白酒 文旅 红色文化 \
        生态保护 黄河流域 污染防治 节能减排 植树造林 水土保持 基础设施 交通 水利 电力 通信 \
        城市更新 老旧小区 棚户区改造 人居环境 厕所革命 垃圾分类 安全生产 应急管理 防汛 \
        脱贫攻坚 巩固拓展 共同富裕 增收致富 小额信贷 产业链 供应链 延链补链 链主企业 \
        新时代 新征程 新格局 新动能 新业态 新模式 主战场 主阵地 排头兵 试金石 压舱石 \
        扎实 有力 有序 精准 全力 积极 认真 切实 稳步 显著 明显 坚实 良好 重要 重大 关键 \
        召开 举行 出席 主持 讲话 会议 座谈会 推进会 动员会 现场会 培训班 研讨会 观摩 考察 \
        检查 督查 调度 协调 对接 签约 开工 投产 达产 竣工 验收 交付 运营 试点 示范 推广 \
        党建 党员 党组织 支部 主题教育 作风建设 廉政建设 纪律 监督 巡察 问责 担当 作为 \
        政协委员 人大代表 代表 委员 提案 建议 议案 民主生活会 中心组 常委会 全会 \
        企业家 职工 工人 学生 教师 医生 志愿者 老年人 儿童 妇女 青年 退役军人 \
        两个确立 两个维护 四个意识 四个自信 一网通办 放管服 只跑一次 \
        大数据 云计算 人工智能 物联网 工业互联网 智慧城市 数字化 \
        消费 物流 电商 直播带货 外贸 出口 融资 贷款 税收 财政 预算 审计 统计 \
        校园 课堂 课程 考试 医院 门诊 疫苗 接种 核酸 体检 康复 药品 医保 社保 \
        春耕 秋收 种植 养殖 大棚 蔬菜 小米 核桃 红枣 杂粮 中药材 食用菌 肉牛 生猪 \
        温室 采摘 合作社 家庭农场 龙头企业 电商平台 产业园 孵化器 众创空间 \
        博物馆 图书馆 文化馆 非遗 剪纸 民歌 晋剧 伞头秧歌 文艺演出 全民健身 马拉松 \
        公路 高速 铁路 桥梁 隧道 快速路 公交 停车场 充电桩 加氢站 天然气 供暖 供水
        """)

    /// Set phrases of the day with how often, per thousand topical draws, each is used: the
    /// benchmark queries among them get the article frequencies of a real archive (a few percent
    /// for `复工复产`, a quarter of all articles for `高质量发展`).
    static let topical: [(phrase: String, weight: Int)] = [
        ("高质量发展", 60), ("黄河流域生态保护和高质量发展", 15), ("全方位推动高质量发展", 15),
        ("乡村振兴", 20), ("巩固拓展脱贫攻坚成果同乡村振兴有效衔接", 10), ("营商环境", 18),
        ("中国式现代化", 12), ("复工复产", 9), ("专业镇", 6), ("全面建成小康社会", 3),
        ("5G基站", 3), ("5G网络", 3),
        ("习近平新时代中国特色社会主义思想", 100), ("党的二十大精神", 120), ("美丽幸福吕梁", 80),
        ("疫情防控和经济社会发展", 40), ("铸牢中华民族共同体意识", 40), ("碳达峰碳中和", 50),
        ("新型工业化", 40), ("数字中国", 30), ("“985”重点产业链", 60), ("一黑二白", 20), ("两大三新", 20),
        ("一体两翼", 20), ("三个坚定不移", 30), ("五个牢固树立", 30), ("四为四高两同步", 30),
        ("以人民为中心的发展思想", 30), ("生态文明建设", 50), ("共同富裕", 40), ("人与自然和谐共生", 40),
        ("文化强市", 26),
    ]

    /// Short words that join content words; `的` leads, as in any Chinese text.
    static let joiners = words("的 和 与 及 在 对 把 为 将 等 以 从 向 也 都 并 要 更 了 是 有 被 由 让 使 给")

    /// Words that open a clause.
    static let clauseOpeners = words("""
        近年来 目前 同时 此外 今年以来 截至目前 据了解 与此同时 下一步 会议指出 会议强调 \
        会议要求 他表示 她说 他指出 记者了解到 据介绍 一是 二是 三是 四是 去年 今年
        """)

    /// Places of the Lüliang region and beyond.
    static let places = words("""
        吕梁 离石区 孝义市 汾阳市 交城县 文水县 中阳县 柳林县 临县 兴县 方山县 岚县 石楼县 \
        交口县 山西 太原 北京 黄河 汾河 吕梁山 经开区 信义镇 梧桐镇 大武镇 碛口镇 杏花村
        """)

    /// Noun heads for names of organizations: a place plus a made-up name plus one of these.
    static let organizationHeads = words("集团 公司 有限公司 合作社 研究院 中心 学校 医院 银行 协会")

    /// Sayings quoted in speeches; rare, they carry rare bigrams such as `瓷器`.
    static let sayings = words("""
        一年之计在于春 人勤春来早 没有金刚钻揽不了瓷器活 功成不必在我 撸起袖子加油干 \
        绿水青山就是金山银山 空谈误国实干兴邦 众人拾柴火焰高 不忘初心方得始终 行百里者半九十
        """)

    /// Surnames and given-name characters for bylines and people in stories.
    static let surnames = Array("王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗梁宋郑谢韩唐冯于董程曹袁邓许傅沈曾彭吕苏卢蒋蔡贾丁魏薛叶阎余潘杜戴夏钟汪田任姜范方石姚谭廖邹熊金陆郝孔白崔康毛邱秦江史顾侯邵孟段雷钱汤尹黎易常武乔贺赖龚文").map(String.init)
    static let givenNames = Array("伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红鹏飞亮斌峰辉力建国永志新海云雪琳晓宇浩凯博佳欣瑜挺波慧婷璐莉琦卫东晖彦裴").map(String.init)

    /// A long tail of characters for made-up organization names: many distinct, rare bigrams,
    /// as in a real archive, where the dictionary is large.
    static let tailCharacters = Array("""
        晋兴盛隆泰丰源恒昌瑞祥福宏达通远顺和安康宁德仁义礼智信诚旺富贵荣华金银铜铁锦绣\
        山川河湖海林森松柏竹梅桃李杏柳杨槐枣核粮米麦禾谷豆麻棉茶果蔬菌药草花木石玉泉溪\
        峪沟坪塬梁峁川庄堡寨屯坊街巷里岭坡湾滩洲岛桥渡关口门楼台阁亭院园苑府城郭乡村\
        天地日月星辰风云雷雨霜雪晨曦朝阳春夏秋冬东南西北中上下前后左右大小长短高低新旧\
        红黄蓝绿青紫白黑彩光明亮辉耀灿烁腾飞跃进奔驰航运输储能电热气水火土光伏晶硅锂钒\
        精工铸锻焊装配制造机械设备仪器材料化纤塑胶陶瓷玻璃纸印刷包装物流仓储贸易商务科创
        """).map(String.init)

    /// Lines of garbage OCR makes of logos and pictures: characters no query uses.
    static let garbageLines = [
        "# 棺", "府 m I稿", "N", "1/", "丨 亻", "l1 丿", "囗 口", "| |", "· ·", "卩 阝 m", "冂 冖", "匚 匸",
    ]

    /// Sidebar phrases OCR breaks into one character per line.
    static let verticalTexts = words("签约总金额 奋进新时代 喜迎新春 图片新闻 今日关注 本期导读 一线直击 走基层")

    private static func words(_ text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    }
}
