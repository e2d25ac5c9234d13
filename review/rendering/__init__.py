"""Server-side rendering helpers: SVG graphs and charts, highlighted code, state tables and diffs.

Every function returns a ``SafeString`` built only from escaped pieces: generated text (LLM output) may
contain markup or script, and must reach the page as text.
"""

from review.rendering.charts import bar_chart_svg, line_chart_svg
from review.rendering.code import highlight_code, highlight_css, text_diff_html
from review.rendering.graph_svg import EDGE_COLOURS, GraphLayout, graph_svg, layered_layout
from review.rendering.state_tables import state_changes_html, state_diff_html, state_tables_html

__all__ = [
    "EDGE_COLOURS",
    "GraphLayout",
    "bar_chart_svg",
    "graph_svg",
    "highlight_code",
    "highlight_css",
    "layered_layout",
    "line_chart_svg",
    "state_changes_html",
    "state_diff_html",
    "state_tables_html",
    "text_diff_html",
]
