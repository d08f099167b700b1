"""What the `mailing` producer's own pages say: cover letters and an instructions page, worded
generally (no field label of the enclosed document, no amount, date, name or number), and the
blank back of a duplex-printed cover.

A cover letter names the enclosed document by its title (`{title}`) or not at all, as mailers do.
"""

from __future__ import annotations

from typing import Final

# (heading, greeting, paragraphs, closing)
COVERS: Final[tuple[tuple[str, str, tuple[str, ...], str], ...]] = (
    ("Important tax document enclosed", "Dear Sir or Madam,", (
        "Enclosed is your {title}. Please keep it with your tax records; you may need the information it "
        "shows to prepare your income tax return.",
        "If you have questions about the enclosed document, please contact us using the information printed "
        "on it. Please do not reply to this letter.",
    ), "Correspondence Unit"),
    ("Your tax information", "Dear Taxpayer,", (
        "The enclosed statement reports information that may be needed to file your tax return. We are "
        "required to furnish it to you, and in some cases the same information is also reported to the "
        "tax authorities.",
        "Review it carefully and keep it in a safe place. A copy is also available where you manage your "
        "account online.",
    ), "Tax Reporting Department"),
    ("Please review the enclosed document", "Hello,", (
        "We are writing to send you the document enclosed with this letter, your {title}.",
        "No action is required unless the information is incorrect. If something does not look right, "
        "contact the sender as soon as possible so that a corrected document can be sent.",
        "Thank you for your attention.",
    ), "Member Services"),
    ("Annual mailing", "Greetings,", (
        "As part of our annual mailing, we have enclosed a document for your records. Tax professionals "
        "recommend keeping such documents for at least three years after you file.",
        "This letter itself is not a tax document and does not need to be filed.",
    ), "Records Department"),
)

INSTRUCTION_HEADINGS: Final[tuple[str, ...]] = (
    "Instructions for Recipient",
    "Important Information About the Enclosed Document",
    "Keep for Your Records",
)

INSTRUCTION_PARAGRAPHS: Final[tuple[str, ...]] = (
    "This document is furnished to you for your records. The information it shows may be reportable on "
    "your income tax return; check the instructions of the return you file.",
    "If you believe any information shown is incorrect, contact the sender promptly. Do not contact the tax "
    "authorities to correct it: only the sender can send a corrected document.",
    "Do not attach this document to your return unless the return's instructions ask for it. Keep it with "
    "your other tax records for at least three years.",
    "If you received more than one document of this kind, report the information from each of them. Amounts "
    "shown are for the whole period the document covers.",
    "You may be required to pay a penalty if information that must be reported is left off your return.",
    "For more information about how to report the amounts shown, see the instructions for your tax return or "
    "consult a tax professional.",
    "This document may also be available electronically. If you consented to electronic delivery, you will "
    "not receive a paper copy of future documents.",
)

INSTRUCTION_COUNT: Final[int] = 4  # paragraphs drawn for an instructions page

BLANK_PAGE: Final[str] = "This page intentionally left blank."
