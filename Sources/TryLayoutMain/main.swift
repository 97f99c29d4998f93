// `try-layout`: one command from a UIKit layout's files to a perf report and a fuzz campaign
// (docs/porting.md, "Try your layout"). Started by scripts/try-layout, which builds it and passes
// LayoutLab's checkout in LAYOUTLAB_ROOT.
import LabSupport
import TryLayout

TryLayoutCommand.main()
