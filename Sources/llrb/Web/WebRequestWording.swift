import LLRBHTTP

/// What the web reader says, in Chinese as its pages are, about a request it will not read: the
/// server's own refusals (a form over the body limit, a request cut short or malformed) and a
/// posted form that does not decode. `HTTPFormError` and `RequestRefusal` word these in English
/// for the module's other users; a reader of this site sees them here, as a page of the site.
enum WebRequestWording {
    /// The heading and the sentence for a refusal with `status`; `bodyLimit` is the largest
    /// form the server takes, in bytes.
    static func refusal(_ status: HTTPStatus, bodyLimit: Int) -> (title: String, reason: String) {
        switch status.code {
        case 413:
            ("表单太大", "提交的内容超过 \(bodyLimit / 1024) KiB，没有保存；请分几次更正，或删减说明。")
        case 408:
            ("请求超时", "请求没有在时限内送达；请重新提交。")
        case 414:
            ("网址太长", "网址超过本站能读取的长度；请缩短检索词后重试。")
        case 431:
            ("请求头太大", "浏览器发来的请求头太大（多半是 Cookie 太多）；请清除本站的 Cookie 后重试。")
        case 405:
            ("不受理这种请求", "本站只受理浏览网页的请求（GET、HEAD），编辑模式下还有提交表单（POST）。")
        case 411, 501:
            ("请求有误", "提交的内容没有注明长度，或用了本站不读的传输编码；请用浏览器从本站的页面提交。")
        case 503:
            ("服务繁忙", "同时连接的浏览器太多；请稍后再试。")
        default:
            ("请求有误", "浏览器发来的请求无法读取；请回到页面重新提交。")
        }
    }

    /// Why a posted form cannot be read.
    static func reason(for error: HTTPFormError) -> String {
        switch error {
        case .unsupportedContentType:
            "提交的内容不是网页表单（application/x-www-form-urlencoded）；请用本站页面上的表单提交。"
        case .invalidPercentEscape, .nulCharacter:
            "表单的内容无法解码；请回到页面重新提交。"
        case .invalidUTF8:
            "表单的文字不是 UTF-8 编码；请用本站页面上的表单重新提交。"
        }
    }

    /// The page of a refusal, in the site's frame.
    static func page(_ status: HTTPStatus, bodyLimit: Int, layout: PageLayout) -> HTTPResponse {
        let (title, reason) = refusal(status, bodyLimit: bodyLimit)
        return .html(layout.document(title: title, main: "<h1>\(title)</h1><p class=\"error\">\(reason)</p><p><a href=\"/\">回到首页</a></p>").markup,
                     status: status)
    }
}
