"""Template filters of the review pages."""
