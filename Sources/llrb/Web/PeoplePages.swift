import LLRBHTTP
import LLRBViews

/// `/people`, `/people/NAME` and `/offices`: `llrb people` and `llrb offices` as pages, every
/// name a link to its articles and every holder to the article that first names them so.
enum PeoplePages {
    /// The note under a list when some articles were indexed before llrb read people.
    static func unreadNote(_ articles: Int) -> HTML {
        articles > 0 ? "<p class=\"muted\">另有 \(articles) 篇文章是在读取人物之前编入索引的；在同一文件夹上再次运行 <code>llrb ingest</code> 即可读取。</p>" : .empty
    }

    /// `people` in `order`, with a link to the other order.
    static func people(_ people: [NamedPerson], unread: Int, order: ListingOrder) -> HTML {
        let people = order.arrange(people, articles: \.articles)
        let rows: [HTML] = people.map { person in
            let offices: HTML = person.offices.isEmpty ? "—" : person.offices.map { "\($0.office)" as HTML }.joined(separator: "、")
            return "<tr><td><a href=\"\(WebLink.person(person.name))\">\(person.name)</a></td><td>\(person.articles)</td>"
                + "<td>\(person.first ?? "")</td><td>\(person.last ?? "")</td><td class=\"wraps\">\(offices)</td></tr>"
        }
        let table: HTML = rows.isEmpty ? "<p>档案中还没有读到带吕梁职务的人名。</p>" : """
        <div class="people"><table class="people"><thead><tr><th scope="col">姓名</th><th scope="col">文章</th><th scope="col">首次</th><th scope="col">末次</th><th scope="col">职务</th></tr></thead>
        <tbody>\(rows)</tbody></table></div>
        """
        let other: HTML = order == .name ? "按拼音排列 · <a href=\"\(WebLink.people)?sort=articles\">按文章数排列</a>"
            : "<a href=\"\(WebLink.people)\">按拼音排列</a> · 按文章数排列"
        return "<h1>人物</h1>\n<p class=\"muted\">报道中以吕梁市及所辖县（市、区）职务称呼的人，和出席名单中的人；<a href=\"\(WebLink.offices)\">按职务查看</a>。</p>\n"
            + "<p class=\"muted\">\(other)</p>\n"
            + table + unreadNote(unread)
    }

    static func person(_ name: String, articles: [PersonMention], unread: Int) -> HTML {
        let rows: [HTML] = articles.map { article in
            let offices: HTML = article.offices.isEmpty ? "出席" : article.offices.map { "\($0)" as HTML }.joined(separator: "、")
            return "<tr><td>\(article.date ?? "日期不详")</td><td class=\"wraps\">\(offices)</td>"
                + "<td class=\"wraps\"><a href=\"\(WebLink.article(article.id))\">\(article.headline.isEmpty ? "（无标题）" : article.headline)</a></td></tr>"
        }
        return """
        <h1>\(name)</h1>
        <p class="muted">\(articles.count) 篇文章 · <a href="\(WebLink.people)">全部人物</a></p>
        <div class="people"><table class="people"><thead><tr><th scope="col">日期</th><th scope="col">职务</th><th scope="col">标题</th></tr></thead>
        <tbody>\(rows)</tbody></table></div>
        """ + unreadNote(unread)
    }

    /// `title` and `place`, asked for, fill the filter form; a place that is not one of 吕梁's
    /// is said to be so, with the places.
    static func offices(_ offices: [OfficeHistory], unread: Int, title: String? = nil, place: String? = nil) -> HTML {
        let sections: [HTML] = offices.map { office in
            let rows: [HTML] = office.holders.map { holder in
                "<tr><td><a href=\"\(WebLink.person(holder.name))\">\(holder.name)</a></td><td>\(holder.first ?? "日期不详")</td>"
                    + "<td>\(holder.last ?? "")</td><td>\(holder.articles)</td>"
                    + "<td><a href=\"\(WebLink.article(holder.firstArticle))\">首篇</a></td><td class=\"wraps\">\(note(holder))</td></tr>"
            }
            return """
            <section class="office"><h2>\(office.office)</h2>
            <div class="people"><table class="people"><thead><tr><th scope="col">姓名</th><th scope="col">首次</th><th scope="col">末次</th><th scope="col">文章</th><th scope="col">出处</th><th scope="col">备注</th></tr></thead>
            <tbody>\(rows)</tbody></table></div></section>
            """
        }
        let body: HTML
        if let place, !Office.isPlace(named: place) {
            body = "<p>“\(place)”不是吕梁的地名。吕梁市和所辖县（市、区）：\(Office.places.joined(separator: "、"))。</p>"
        } else if sections.isEmpty {
            let asked = [place, title].compactMap { $0 }.joined(separator: "")
            body = asked.isEmpty ? "<p>档案中还没有读到吕梁市及所辖县（市、区）的职务。</p>" : "<p>档案中没有读到“\(asked)”这一职务的任职者。</p>"
        } else {
            body = sections.joined(separator: "\n")
        }
        return "<h1>职务</h1>\n<p class=\"muted\">各职务在报道中出现的人，按首次出现的日期；重叠与空缺照报道原样显示。<a href=\"\(WebLink.people)\">按人物查看</a>。</p>\n"
            + filterForm(title: title, place: place) + body + unreadNote(unread)
    }

    /// The title and place `/offices` and `/api/offices` are narrowed by; a field the form sends
    /// blank is no filter.
    static func filters(of request: HTTPRequest) -> (title: String?, place: String?) {
        let value = { (name: String) in request.queryValue(name).flatMap { $0.isEmpty ? nil : $0 } }
        return (value("title"), value("place"))
    }

    /// The offices narrowed by a title (市长, 临县县长) and a place, as `llrb offices TITLE --place`.
    private static func filterForm(title: String?, place: String?) -> HTML {
        let places: [HTML] = [HTML("<option value=\"\">全部</option>")] + Office.places.map { name in
            let chosen = place.map { Office.place(name, isNamed: $0) } ?? false
            return "<option value=\"\(name)\"\(chosen ? HTML(" selected") : .empty)>\(name)</option>"
        }
        return """
        <form class="filters" action="\(WebLink.offices)" method="get">
        <label>职务 <input type="text" name="title" value="\(title ?? "")" placeholder="例：市长"></label>
        <label>地区 <select name="place">\(places)</select></label>
        <button type="submit">筛选</button>
        </form>
        """
    }

    /// When they were acting (`2020-06-05 至 2020-12-01 代理`), then `与 王立伟 重叠`, a gap as what
    /// it is (`2020-06-05 至 2021-01-08 档案中没有报纸`, `… 的 12 期报纸没有提到任职者`), or nothing:
    /// an archive without pages says nothing of who held an office.
    private static func note(_ holder: OfficeHolder) -> HTML {
        var notes: [String] = []
        if let first = holder.actingFirst, let last = holder.actingLast {
            notes.append(first == last ? "\(first) 代理" : "\(first) 至 \(last) 代理")
        }
        if !holder.overlaps.isEmpty {
            notes.append("与 \(holder.overlaps.joined(separator: "、")) 重叠")
        } else {
            switch holder.gap {
            case .noPages(let since, let until)?: notes.append("\(since) 至 \(until) 档案中没有报纸")
            case .noMention(let since, let until, let issues)?: notes.append("\(since) 至 \(until) 的 \(issues) 期报纸没有提到任职者")
            case nil: break
            }
        }
        return "\(notes.joined(separator: "；"))"
    }
}
